import * as calls from '@jb/contract/api/experts';
import type { FastifyPluginAsync } from 'fastify';
import { handle } from '../../platform/calls.ts';
import type { SmsSender } from '../../platform/sms.ts';
import type { FileDeps } from '../files/service.ts';
import { staff, subjectIn } from '../workflow/actor.ts';
import { applyAction } from '../workflow/applyAction.ts';
import type { WorkflowDeps } from '../workflow/deps.ts';
import { expertFile, expertManuscript, myInvitations, respond, saveReview } from './area.ts';
import { cancelInvitation, invitationsOf, suggestExperts } from './editorSide.ts';
import { expertDetail, listExperts, saveExpert, updateExpert } from './pool.ts';

/** Expert review: the pool, inviting on a manuscript, and the expert area. */
export function expertRoutes(deps: WorkflowDeps & { sms: SmsSender; files: FileDeps }): FastifyPluginAsync {
  const { db, notifier } = deps;
  return async (app) => {
    handle(app, calls.expertList, ({ auth, query }) => listExperts(db, auth, query));
    handle(app, calls.expertDetailCall, ({ auth, query }) => expertDetail(db, auth, query.id));
    handle(app, calls.expertSave, ({ auth, body }) => saveExpert(db, deps.sms, auth, body));
    handle(app, calls.expertUpdate, ({ auth, body }) => updateExpert(db, auth, body));

    handle(app, calls.expertSuggest, ({ auth, query }) => suggestExperts(db, auth, query.id));
    handle(app, calls.expertInvitations, ({ auth, query }) => invitationsOf(db, auth, query.id));
    handle(app, calls.expertInvite, async ({ auth, body }) => {
      await subjectIn(db, auth, body.id);
      return applyAction(deps, staff(auth), 'inviteExperts', {
        id: body.id,
        version: body.version,
        input: { experts: body.experts, alternates: body.alternates },
      });
    });
    handle(app, calls.expertCancelInvitation, ({ auth, body }) => cancelInvitation(deps, auth, body));

    handle(app, calls.myInvitations, ({ auth, query }) => myInvitations(db, auth, query));
    handle(app, calls.expertRespond, ({ auth, body }) => respond(db, notifier, auth, body));
    handle(app, calls.expertManuscriptCall, ({ auth, query }) => expertManuscript(db, auth, query.id));
    handle(app, calls.expertFile, ({ auth, query, reply }) =>
      expertFile(deps.files, reply, auth, query.invitationId, query.fileId),
    );
    handle(app, calls.expertReview, ({ auth, body }) => saveReview(db, notifier, auth, body));
  };
}
