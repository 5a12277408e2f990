import * as calls from '@jb/contract/api/subjects';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { handle } from '../../platform/calls.ts';
import { addSubject, deleteSubject, listSubjects, renameSubject } from './service.ts';

/** The subject tree used by journals and experts: the routes of the declared calls. */
export function subjectRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    handle(app, calls.subjectList, ({ auth }) => listSubjects(db, auth));
    handle(app, calls.subjectAdd, ({ auth, body }) => addSubject(db, auth, body));
    handle(app, calls.subjectUpdate, ({ auth, body }) => renameSubject(db, auth, body));
    handle(app, calls.subjectDelete, ({ auth, query }) => deleteSubject(db, auth, query.id));
  };
}
