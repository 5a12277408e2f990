import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import type { WorkflowDeps } from '../workflow/deps.ts';
import type { Subject } from '../workflow/subjects.ts';

/**
 * remindUser: the person the manuscript's stage is allocated to gets the templated notice again (the
 * e-mail through the outbox and an inbox reminder). A manuscript allocated to nobody is refused.
 */
export async function remind(deps: WorkflowDeps, auth: AuthContext, s: Subject): Promise<{ sent: boolean }> {
  const userId = s.facts.auditUserId;
  if (!userId) throw errors.field('manuscriptId', 'remind.nobody');
  await deps.db.transaction((tx) =>
    deps.notifier.toStaff(tx, s.id, userId, 'assigned', 'reminder', auth.userId),
  );
  return { sent: true };
}
