import type { Lang } from '@jb/contract/i18n';
import type { RouteAccess } from '@jb/contract/permissions';
import type { FenceMark } from './changeFence.ts';

/** The caller of an authenticated request. */
export interface AuthContext {
  sessionId: number;
  userId: number;
  /** null for platform operators, who see every press. */
  pressId: number | null;
  platform: boolean;
  adminType: number | null;
  permissions: Set<string>;
  sessionKey: Buffer;
  token: string;
}

/**
 * The caller of an author-site request (`access: 'author'`), resolved by the wire from an author's
 * session in the one session store, as `AuthContext` is for staff.
 */
export interface AuthorContext {
  sessionId: number;
  authorId: number;
  pressId: number;
  journalId: number;
  blacklisted: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Every API route declares who may call it; app start fails when one does not. */
    access?: RouteAccess;
    /** Only the public-key call: the client needs its answer before it can sign anything. */
    unsigned?: boolean;
    /** A payment provider's notification: a plain body, signed by the provider (contract define.ts). */
    callback?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    author: AuthorContext | null;
    lang: Lang;
    /** Where the change feed stood when a state-changing call began (platform/changeFence.ts). */
    fenceMark: FenceMark | null;
  }
}

export function requireAuth(auth: AuthContext | null): AuthContext {
  if (!auth) throw new Error('route declared public but needs a caller');
  return auth;
}
