import { SCREEN_PERMISSIONS } from './menu.ts';

/**
 * Permission codes. Every screen's code comes from the menu catalogue; actions add their own codes
 * here (`<area>.<thing>.<verb>`). A server route declares one of these, `public`, or `session`
 * (any signed-in person, for calls about oneself).
 */
export const ACTION_PERMISSIONS = ['manage.webLoginRecord.export'] as const;

export const ALL_PERMISSIONS: string[] = [...SCREEN_PERMISSIONS, ...ACTION_PERMISSIONS];

export type RouteAccess = 'public' | 'session' | { permission: string };

export function isKnownPermission(code: string): boolean {
  return ALL_PERMISSIONS.includes(code);
}
