import type { Lang } from '@jb/contract/i18n';
import type { printingBody } from '@jb/contract/schemas/issueProduction';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { issuePrintings } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { chinaDate } from '../manuscripts/service.ts';
import type { WorkflowDeps } from '../workflow/deps.ts';
import { moveIssue } from './moves.ts';

/**
 * Printing (印刷): started at "to press" (209) with the printing house and run size, which moves the
 * issue to printing (210); its completion (copies delivered, the date) is recorded there, once.
 */
export function recordPrinting(
  deps: WorkflowDeps,
  auth: AuthContext,
  lang: Lang,
  body: z.infer<typeof printingBody>,
) {
  if (body.step === 'start')
    return moveIssue(deps, auth, lang, {
      issueId: body.issueId,
      action: 'startPrinting',
      record: async (tx, issue) => {
        const row = {
          printingHouse: body.printingHouse,
          runSize: body.runSize,
          startedBy: auth.userId,
          startedAt: new Date(),
          copiesDelivered: null,
          completedOn: null,
          completedBy: null,
        };
        await tx
          .insert(issuePrintings)
          .values({ issueId: issue.id, ...row })
          .onConflictDoUpdate({ target: issuePrintings.issueId, set: row });
      },
    });
  return moveIssue(deps, auth, lang, {
    issueId: body.issueId,
    action: 'completePrinting',
    record: async (tx, issue) => {
      const [printing] = await tx.select().from(issuePrintings).where(eq(issuePrintings.issueId, issue.id));
      if (!printing) throw errors.field('issueId', 'printing.notStarted');
      if (printing.completedOn) throw errors.field('issueId', 'printing.complete');
      if (body.completedOn > chinaDate(new Date()).day) throw errors.field('completedOn', 'printing.future');
      if (body.completedOn < chinaDate(printing.startedAt).day)
        throw errors.field('completedOn', 'printing.beforeStart');
      await tx
        .update(issuePrintings)
        .set({
          copiesDelivered: body.copiesDelivered,
          completedOn: body.completedOn,
          completedBy: auth.userId,
        })
        .where(eq(issuePrintings.issueId, issue.id));
    },
  });
}
