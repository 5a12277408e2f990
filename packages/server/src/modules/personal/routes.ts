import * as calls from '@jb/contract/api/personal';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { handle } from '../../platform/calls.ts';
import { profile, updateProfile } from './service.ts';

/** My profile: the routes of the declared calls. */
export function personalRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    handle(app, calls.personalInfo, ({ auth, lang }) => profile(db, auth.userId, lang));
    handle(app, calls.personalUpdate, ({ auth, body, lang }) => updateProfile(db, auth.userId, body, lang));
  };
}
