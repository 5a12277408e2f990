import * as authorCalls from '@jb/contract/api/authorProofs';
import * as checkCalls from '@jb/contract/api/proofCheck';
import * as calls from '@jb/contract/api/typesetting';
import type { FastifyPluginAsync } from 'fastify';
import { handle } from '../../platform/calls.ts';
import type { FileDeps } from '../files/service.ts';
import { staff } from '../workflow/actor.ts';
import { applyAction, applyBatch } from '../workflow/applyAction.ts';
import type { WorkflowDeps } from '../workflow/deps.ts';
import { authorAddMark, authorDeleteMark, authorMarks, authorProof } from './authorProofs.ts';
import { batchFinalProof } from './batchProofs.ts';
import { assertRoundBeforeChecked, checkList, checkMark } from './checks.ts';
import { addMark, deleteMark, listMarks, resolveMark } from './marks.ts';
import { onlineProofs } from './onlineDesk.ts';
import { issueNames, typesettingIssues, typesettingList, typesettingProofs } from './queries.ts';
import { typesettersOf } from './typesetters.ts';

/** Typesetting and proof rounds (/editorialReview/postingDateFaPai): every move through `applyAction`. */
export function typesettingRoutes(deps: WorkflowDeps & { files: FileDeps }): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    handle(app, calls.typesettingList, ({ auth, query }) => typesettingList(db, auth, query));
    handle(app, calls.completePage, ({ auth, query }) =>
      typesettingList(db, auth, { ...query, view: 'complete' }),
    );
    handle(app, calls.typesettingIssues, ({ auth, query }) => typesettingIssues(db, auth, query.journalId));
    handle(app, calls.issueNames, ({ auth, query }) => issueNames(db, auth, query.journalId));
    handle(app, calls.typesettingProofs, ({ auth, query }) => typesettingProofs(db, auth, query.id));
    handle(app, calls.typesetters, ({ auth, query }) => typesettersOf(db, auth, query.journalId));
    handle(app, calls.dispatchTypesetting, ({ auth, body, lang }) =>
      applyBatch(deps, staff(auth), 'dispatch', body.items, body.note, lang, {
        typesetting: { typesetterId: body.typesetterId, dueOn: body.dueOn },
      }),
    );
    handle(app, calls.changeTypesetter, ({ auth, body }) =>
      applyAction(deps, staff(auth), 'changeTypesetter', {
        id: body.id,
        version: body.version,
        note: body.note,
        input: { typesetting: { typesetterId: body.typesetterId, dueOn: body.dueOn } },
      }),
    );
    handle(app, calls.recallDispatch, ({ auth, body }) =>
      applyAction(deps, staff(auth), 'recallDispatch', {
        id: body.id,
        version: body.version,
        note: body.note,
      }),
    );
    handle(app, calls.acceptDispatch, ({ auth, body }) =>
      applyAction(deps, staff(auth), 'acceptDispatch', { id: body.id, version: body.version }),
    );
    handle(app, calls.uploadProof, ({ auth, body }) =>
      applyAction(deps, staff(auth), 'uploadProof', {
        id: body.id,
        version: body.version,
        note: body.note,
        input: { typesetting: { fileId: body.fileId, pages: body.pages } },
      }),
    );
    handle(app, calls.batchFinalProof, ({ auth, req }) => batchFinalProof(deps, req, auth));
    handle(app, calls.proofMarks, ({ auth, query }) => listMarks(db, auth, query.manuscriptId, query.round));
    handle(app, calls.addProofMark, ({ auth, body }) => addMark(db, auth, body));
    handle(app, calls.deleteProofMark, ({ auth, query }) => deleteMark(db, auth, query));
    handle(app, calls.resolveProofMark, ({ auth, body }) => resolveMark(db, auth, body));
    handle(app, calls.endProofRound, async ({ auth, body }) => {
      await assertRoundBeforeChecked(db, auth, body.id);
      return applyAction(deps, staff(auth), 'endProofRound', {
        id: body.id,
        version: body.version,
        note: body.note,
      });
    });
    handle(app, checkCalls.onlineProofs, ({ auth, query }) => onlineProofs(db, auth, query));
    handle(app, checkCalls.checkList, ({ auth, query }) => checkList(db, auth, query));
    handle(app, checkCalls.checkMark, ({ auth, body }) => checkMark(db, auth, body));
    handle(app, authorCalls.authorProof, ({ author, query }) => authorProof(db, author, query.id));
    handle(app, authorCalls.authorProofMarks, ({ author, query }) =>
      authorMarks(db, author, query.manuscriptId, query.round),
    );
    handle(app, authorCalls.authorAddProofMark, ({ author, body }) => authorAddMark(db, author, body));
    handle(app, authorCalls.authorDeleteProofMark, ({ author, query }) =>
      authorDeleteMark(db, author, query),
    );
  };
}
