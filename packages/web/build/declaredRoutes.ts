import { readdirSync } from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

/**
 * The browser needs a call's route, never its validators (the server validates; the types come
 * from the real declarations at compile time). This plugin loads each `@jb/contract/api/*` module
 * in Node when the web is built or served and hands the browser only the plain route data of
 * every call it declares, so no screen, and above all not the login page, carries zod and the
 * schemas of the calls it makes.
 */
const DECLARATIONS = /[\\/]contract[\\/]src[\\/]api[\\/](?!(?:define|resource)\.ts$)[^\\/]+\.ts$/;
const ROUTE_FIELDS = ['method', 'path', 'access', 'bare', 'unsigned', 'upload', 'sorting'] as const;

function isCall(value: object): value is Record<string, unknown> {
  return 'method' in value && 'path' in value && 'response' in value;
}

/** The export as the browser gets it: calls as routes, groupings of calls and constants as they are. */
function browserCopy(value: unknown, where: string): unknown {
  // An absent optional part (a resource without a delete call) stays absent.
  if (value === null || value === undefined || ['string', 'number', 'boolean'].includes(typeof value))
    return value;
  if (typeof value !== 'object') throw new Error(`${where}: api modules export calls and plain data only`);
  if (isCall(value)) {
    const route: Record<string, unknown> = {};
    for (const field of ROUTE_FIELDS) if (value[field] !== undefined) route[field] = value[field];
    if (value.response === 'file') route.response = 'file';
    // Which inputs the call takes (a client sends `{id, version}` as the body or the query by it);
    // `true` stands in for the schema the browser does not need.
    if (value.query) route.query = true;
    if (value.body) route.body = true;
    return route;
  }
  if (Array.isArray(value)) return value.map((item, i) => browserCopy(item, `${where}[${i}]`));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, browserCopy(item, `${where}.${key}`)]),
  );
}

/** The browser's copy of one contract api module: its exports as plain data. */
export async function browserModule(file: string): Promise<string> {
  const exports = (await tsImport(file, import.meta.url)) as Record<string, unknown>;
  return Object.entries(exports)
    .filter(([name]) => name !== 'default' && name !== 'module.exports')
    .map(
      ([name, value]) => `export const ${name} = ${JSON.stringify(browserCopy(value, `${file}: ${name}`))};`,
    )
    .join('\n');
}

export function declaredRoutes(): Plugin {
  return {
    name: 'jb-declared-routes',
    enforce: 'pre',
    async load(id) {
      const file = id.split('?')[0] ?? id;
      if (!DECLARATIONS.test(file)) return null;
      // A declaration is made of the contract's schemas: the dev server reloads it when any changes.
      const contract = path.resolve(path.dirname(file), '..');
      for (const dep of readdirSync(contract, { recursive: true, encoding: 'utf8' }))
        if (dep.endsWith('.ts') && !dep.endsWith('.test.ts')) this.addWatchFile(path.join(contract, dep));
      return browserModule(file);
    },
  };
}
