import * as calls from '@jb/contract/api/files';
import type { FastifyPluginAsync } from 'fastify';
import { handle } from '../../platform/calls.ts';
import { errors } from '../../platform/errors.ts';
import { authorFile, type FileDeps, sendFile, staffFile, upload } from './service.ts';

/** Uploads by authors and staff, and downloads to those who may see the file. */
export function fileRoutes(deps: FileDeps): FastifyPluginAsync {
  return async (app) => {
    handle(app, calls.authorUpload, ({ author, query, req }) =>
      upload(deps, req, { pressId: author.pressId, type: 'author', id: author.authorId }, query.kind),
    );
    handle(app, calls.staffUpload, ({ auth, query, req }) => {
      // A file belongs to a press; a platform operator has none to upload into (400, not a crash).
      if (auth.pressId === null) throw errors.field('file', 'file.kind');
      return upload(deps, req, { pressId: auth.pressId, type: 'staff', id: auth.userId }, query.kind);
    });
    handle(app, calls.authorDownload, async ({ author, query, reply }) =>
      sendFile(deps, reply, await authorFile(deps.db, author, query.id)),
    );
    handle(app, calls.staffDownload, async ({ auth, query, reply }) =>
      sendFile(deps, reply, await staffFile(deps.db, auth, query.id)),
    );
  };
}
