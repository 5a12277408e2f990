import { NOTIFICATION_EVENTS } from '@jb/contract/notificationEvents';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { presses } from '../../db/schema/index.ts';
import { effectiveTemplate, renderTemplate } from './notify.ts';

type CodeEvent = 'passwordCode' | 'withdrawalCode';

/**
 * The SMS text of a verification code in the press's wording. A code must always reach the person,
 * so a switched-off or broken wording falls back to the built-in one instead of sending nothing.
 */
export async function codeWording(
  db: Db | Tx,
  pressId: number | null,
  event: CodeEvent,
  vars: { code: string; recipient?: string },
): Promise<string> {
  const builtIn = { ...NOTIFICATION_EVENTS[event].defaults['zh-CN'] };
  if (pressId !== null) {
    const wording = await effectiveTemplate(db, pressId, null, event, 'zh-CN');
    if (wording.enabled && wording.sms) {
      const [press] = await db.select({ name: presses.name }).from(presses).where(eq(presses.id, pressId));
      try {
        const text = renderTemplate(wording, event, { ...vars, press: press?.name ?? '' }).sms;
        // A wording that leaves the code out would lock people out: the built-in one instead.
        if (text.includes(vars.code)) return text;
      } catch {
        // the built-in wording below
      }
    }
  }
  return renderTemplate(builtIn, event, vars).sms;
}
