import * as calls from '@jb/contract/api/settings';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { handle } from '../../platform/calls.ts';
import { ownPress } from '../../platform/tenancy.ts';
import { loginPageByCode, readSettings, saveLoginPage, saveSettings } from './service.ts';

/** Press-wide settings and the custom login page: the routes of the declared calls. */
export function settingsRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    handle(app, calls.settingsRead, ({ auth, query }) => readSettings(db, ownPress(auth, query.pressId)));
    handle(app, calls.settingsSave, ({ auth, body }) =>
      saveSettings(db, ownPress(auth, body.pressId), body.version, body.settings),
    );
    handle(app, calls.loginPageSave, ({ auth, body }) =>
      saveLoginPage(db, ownPress(auth, body.pressId), body.version, body.loginPage),
    );
    handle(app, calls.publicLoginPage, ({ query }) => loginPageByCode(db, query.press));
  };
}
