import { registerEffects } from '../workflow/registry.ts';
import { inviteExperts } from './invite.ts';

/** Expert allocation's effect: the experts invited (50 → 60). */
export function registerExpertEffects(): void {
  registerEffects('experts', { inviteExperts: (tx, c) => inviteExperts(tx, c) });
}
