import * as calls from '@jb/contract/api/templates';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { handle } from '../../platform/calls.ts';
import { createTemplate, deleteTemplate, listTemplates, updateTemplate } from './service.ts';

/** Templates of review opinions per stage: the routes of the declared calls. */
export function templateRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    handle(app, calls.auditTemplateList, ({ auth, query }) => listTemplates(db, auth, query));
    handle(app, calls.auditTemplateSave, ({ auth, body }) => createTemplate(db, auth, body));
    handle(app, calls.auditTemplateUpdate, ({ auth, body }) => updateTemplate(db, auth, body));
    handle(app, calls.auditTemplateDelete, ({ auth, query }) =>
      deleteTemplate(db, auth, query.id, query.version),
    );
  };
}
