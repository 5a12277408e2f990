import * as calls from '@jb/contract/api/expertFees';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { handle } from '../../platform/calls.ts';
import { exportBankFile } from './bankFile.ts';
import { cancelBatch, createBatch, payBatch } from './batches.ts';
import { listBatches } from './batchList.ts';
import { listExpertFees } from './list.ts';
import { myFees } from './mine.ts';

/** Expert review fees: finance's 专家审稿费 (fees, payment batches, the bank file) and the expert's own. */
export function expertFeeRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    handle(app, calls.expertFeeList, ({ auth, query }) => listExpertFees(db, auth, query));
    handle(app, calls.expertFeeBatches, ({ auth, query }) => listBatches(db, auth, query));
    handle(app, calls.expertFeeBatchCreate, ({ auth, body }) => createBatch(db, auth, body));
    handle(app, calls.expertFeeBatchExport, ({ auth, query, reply, lang }) =>
      exportBankFile(db, auth, query.id, reply, lang),
    );
    handle(app, calls.expertFeeBatchPay, ({ auth, body }) => payBatch(db, auth, body));
    handle(app, calls.expertFeeBatchCancel, ({ auth, body }) => cancelBatch(db, auth, body));
    handle(app, calls.myExpertFees, ({ auth, query }) => myFees(db, auth, query));
  };
}
