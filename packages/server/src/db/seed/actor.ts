import { ALL_PERMISSIONS } from '@jb/contract/permissions';
import { AdminType } from '@jb/contract/roles';
import type { AuthContext } from '../../platform/access.ts';

/**
 * A staff member of a press as the seed acts through the services (every permission; no session):
 * the demo's rows are made by the same calls people make.
 */
export function seedStaff(
  pressId: number,
  userId: number,
  adminType: number | null = AdminType.ADMIN,
): AuthContext {
  return {
    sessionId: 0,
    userId,
    pressId,
    platform: false,
    adminType,
    permissions: new Set(ALL_PERMISSIONS),
    sessionKey: Buffer.alloc(0),
    token: '',
  };
}

/** The address in the demo's links, e-mail and business cards (the server's default PUBLIC_URL). */
export const DEMO_PUBLIC_URL = 'http://localhost:8080';
