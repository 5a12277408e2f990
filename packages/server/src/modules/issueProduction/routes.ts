import * as calls from '@jb/contract/api/issueProduction';
import type { FastifyPluginAsync } from 'fastify';
import { handle } from '../../platform/calls.ts';
import { downloadFilm, type FilmDeps, uploadFilm } from './film.ts';
import { moveIssue } from './moves.ts';
import { recordPrinting } from './printing.ts';
import { printingComplete, productionIssues, productionYears } from './queries.ts';

/** Film output, proof confirmation and printing of whole issues (SPEC §7 OutFilm). */
export function issueProductionRoutes(deps: FilmDeps): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    handle(app, calls.productionYears, ({ auth, query }) => productionYears(db, auth, query.journalId));
    handle(app, calls.productionIssues, ({ auth, query }) => productionIssues(db, auth, query));
    handle(app, calls.printingComplete, ({ auth, query }) => printingComplete(db, auth, query));
    handle(app, calls.uploadFilm, ({ auth, query, req, lang }) => uploadFilm(deps, req, auth, lang, query));
    handle(app, calls.requestFilmAlteration, ({ auth, body, lang }) =>
      moveIssue(deps, auth, lang, {
        issueId: body.issueId,
        action: 'requestFilmAlteration',
        note: body.note,
      }),
    );
    handle(app, calls.sendToPress, ({ auth, body, lang }) =>
      moveIssue(deps, auth, lang, { issueId: body.issueId, action: 'sendToPress' }),
    );
    handle(app, calls.filmDownload, ({ auth, query, reply }) => downloadFilm(deps, reply, auth, query.id));
    handle(app, calls.recordPrinting, ({ auth, body, lang }) => recordPrinting(deps, auth, lang, body));
  };
}
