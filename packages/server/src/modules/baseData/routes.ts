import {
  expressCompanies as expressResource,
  printingHouses as printingResource,
} from '@jb/contract/api/baseData';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import { expressCompanies, printingHouses } from '../../db/schema/index.ts';
import { type ResourceStore, resourceRoutes } from '../../platform/resource.ts';

/** Production base data of a press (docs/production.md "Mailing"): declared resources on their tables. */
const expressStore: ResourceStore = {
  table: expressCompanies,
  search: [expressCompanies.name, expressCompanies.code],
};
const printingStore: ResourceStore = {
  table: printingHouses,
  search: [printingHouses.name, printingHouses.contact],
};

export function baseDataRoutes(db: Db): FastifyPluginAsync {
  return async (app) => {
    await app.register(resourceRoutes(db, expressResource, expressStore));
    await app.register(resourceRoutes(db, printingResource, printingStore));
  };
}
