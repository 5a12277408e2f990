import * as site from '@jb/contract/api/authorSite';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { handle } from '../../platform/calls.ts';
import { authorManuscripts, submitManuscript } from './service.ts';

/** Manuscripts as their authors submit and follow them on a journal's site. */
export function manuscriptRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    handle(app, site.authorSubmit, ({ author, body }) => submitManuscript(db, author, body));
    handle(app, site.authorManuscripts, ({ author }) => authorManuscripts(db, author));
  };
}
