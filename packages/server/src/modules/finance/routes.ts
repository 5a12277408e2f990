import { financeChartsCall, financeHomeCall } from '@jb/contract/api/financeHome';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { handle } from '../../platform/calls.ts';
import { financeChartsOf } from './charts.ts';
import { financeHomeOf } from './home.ts';

/** The finance home's figures and charts (contract api/financeHome.ts). */
export function financeRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    handle(app, financeHomeCall, ({ auth, query }) => financeHomeOf(db, auth, query));
    handle(app, financeChartsCall, ({ auth, query }) => financeChartsOf(db, auth, query));
  };
}
