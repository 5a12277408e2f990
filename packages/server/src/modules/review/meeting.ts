import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { manuscripts } from '../../db/schema/index.ts';
import { errors } from '../../platform/errors.ts';
import type { EffectContext } from '../workflow/effectContext.ts';

/**
 * Sets the editorial-meeting mark of a manuscript in final review (1 to be discussed, 2 discussed,
 * 3 approved, 4 approved with conditions) or clears it (null). The mark must be given: marking
 * without one is a field error, never a silent clear.
 */
export async function markMeeting(tx: Tx, c: EffectContext): Promise<void> {
  const sign = c.input.meetingSign;
  if (sign === undefined) throw errors.field('meetingSign', 'required');
  await tx.update(manuscripts).set({ meetingSign: sign }).where(eq(manuscripts.id, c.manuscriptId));
}
