import * as calls from '@jb/contract/api/finalDraft';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { handle } from '../../platform/calls.ts';
import { listFinalDrafts } from './list.ts';
import { uploadFinalDraft } from './upload.ts';

/** 上传终稿 (/caibian/UploadTerminal): the editor's accepted manuscripts and their final drafts. */
export function finalDraftRoutes(deps: { db: Db }): FastifyPluginAsync {
  const { db } = deps;
  return async (app) => {
    handle(app, calls.finalDraftList, ({ auth, query }) => listFinalDrafts(db, auth, query));
    handle(app, calls.finalDraftUpload, ({ auth, body }) => uploadFinalDraft(db, auth, body));
  };
}
