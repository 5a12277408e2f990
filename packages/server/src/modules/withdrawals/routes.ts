import * as calls from '@jb/contract/api/withdrawals';
import type { FastifyPluginAsync } from 'fastify';
import { handle } from '../../platform/calls.ts';
import type { SmsSender } from '../../platform/sms.ts';
import type { WorkflowDeps } from '../workflow/deps.ts';
import { latestForAuthor, listWithdrawals, withdrawalDetailOf } from './list.ts';
import { applyWithdrawal, decideWithdrawal, recordWithdrawal, sendWithdrawalCode } from './service.ts';

/** Withdrawal requests (contract api/withdrawals.ts): the author's, staff's record, and the review. */
export function withdrawalRoutes(deps: WorkflowDeps & { sms: SmsSender }): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    handle(app, calls.withdrawalList, ({ auth, query }) => listWithdrawals(db, auth, query));
    handle(app, calls.withdrawalDetailCall, ({ auth, query }) => withdrawalDetailOf(db, auth, query.id));
    handle(app, calls.withdrawalAudit, ({ auth, body }) => decideWithdrawal(deps, auth, body));
    handle(app, calls.withdrawalRecord, ({ auth, body }) => recordWithdrawal(db, auth, body));
    handle(app, calls.authorWithdrawalCode, ({ author, body }) =>
      sendWithdrawalCode(deps, author, body.manuscriptId),
    );
    handle(app, calls.authorWithdrawalApply, ({ author, body }) => applyWithdrawal(deps, author, body));
    handle(app, calls.authorWithdrawalLatest, ({ author, query }) => latestForAuthor(db, author, query.id));
  };
}
