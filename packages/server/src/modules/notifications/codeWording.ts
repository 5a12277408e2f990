import { NOTIFICATION_EVENTS, type NotificationVariable } from '@jb/contract/notificationEvents';
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
  vars: { code: string } & Partial<Record<NotificationVariable, string>>,
  /** The journal whose own wording comes first (a manuscript's); null: the press's. */
  journalId: number | null = null,
): Promise<string> {
  const builtIn = { ...NOTIFICATION_EVENTS[event].defaults['zh-CN'] };
  if (pressId !== null) {
    const wording = await effectiveTemplate(db, pressId, journalId, event, 'zh-CN');
    if (wording.enabled && wording.sms) {
      const [press] = await db.select({ name: presses.name }).from(presses).where(eq(presses.id, pressId));
      try {
        const text = renderTemplate(wording, event, { press: press?.name ?? '', ...vars }).sms;
        // A wording that leaves the code out would lock people out: the built-in one instead.
        if (text.includes(vars.code)) return text;
      } catch {
        // the built-in wording below
      }
    }
  }
  return renderTemplate(builtIn, event, vars).sms;
}
