import * as calls from '@jb/contract/api/journalSettings';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { handle } from '../../platform/calls.ts';
import { readExpertSettings, saveExpertSettings } from './expertSettings.ts';
import { readExtras, saveDatabases, saveNotice } from './extrasService.ts';

/** The journal tabs besides fees: indexing databases, submission notice, expert review settings. */
export function journalExtraRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    handle(app, calls.journalExtrasRead, ({ auth, query }) => readExtras(db, auth, query.journalId));
    handle(app, calls.journalDatabasesSave, ({ auth, body }) => saveDatabases(db, auth, body));
    handle(app, calls.journalNoticeSave, ({ auth, body }) => saveNotice(db, auth, body));
    handle(app, calls.expertSettingsRead, ({ auth, query }) => readExpertSettings(db, auth, query.journalId));
    handle(app, calls.expertSettingsSave, ({ auth, body }) => saveExpertSettings(db, auth, body));
  };
}
