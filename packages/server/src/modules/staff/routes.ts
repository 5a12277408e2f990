import * as calls from '@jb/contract/api/staff';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { handle } from '../../platform/calls.ts';
import type { SmsSender } from '../../platform/sms.ts';
import { exportStaff } from './export.ts';
import { listStaffPage } from './queries.ts';
import { createStaff, resetStaffPassword, setStaffStatus, staffActions, updateStaff } from './service.ts';

/** Staff of the press (userManagement): the routes of the declared calls. */
export function staffRoutes(db: Db, sms: SmsSender): FastifyPluginAsync {
  return async (app) => {
    handle(app, calls.staffList, ({ auth, query, lang }) =>
      listStaffPage(db, auth, query, lang, staffActions(auth)),
    );
    handle(app, calls.staffSave, ({ auth, body }) => createStaff(db, sms, auth, body));
    handle(app, calls.staffUpdate, ({ auth, body }) => updateStaff(db, auth, body));
    handle(app, calls.staffDisable, ({ auth, body }) => setStaffStatus(db, auth, body.id, body.version, 0));
    handle(app, calls.staffEnable, ({ auth, body }) => setStaffStatus(db, auth, body.id, body.version, 1));
    handle(app, calls.staffResetPwd, ({ auth, body }) => resetStaffPassword(db, sms, auth, body.id));
    handle(app, calls.staffExport, ({ auth, query, lang, reply }) =>
      exportStaff(db, auth, query, lang, reply),
    );
  };
}
