import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

/**
 * The browser needs a call's route, never its validators (the server validates; the types come
 * from the real declarations at compile time). This plugin loads each `@jb/contract/api/*` module
 * in Node when the web is built or served and hands the browser only the plain route data of
 * every call it declares, so no screen, and above all not the login page, carries zod and the
 * schemas of the calls it makes.
 */
const DECLARATIONS = /[\\/]contract[\\/]src[\\/]api[\\/](?!define\.ts$)[^\\/]+\.ts$/;
const ROUTE_FIELDS = ['method', 'path', 'access', 'bare', 'sorting'] as const;

function isCall(value: object): value is Record<string, unknown> {
  return 'method' in value && 'path' in value && 'response' in value;
}

/** The export as the browser gets it: calls as routes, groupings of calls and constants as they are. */
function browserCopy(value: unknown, where: string): unknown {
  if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) return value;
  if (typeof value !== 'object') throw new Error(`${where}: api modules export calls and plain data only`);
  if (isCall(value)) {
    const route: Record<string, unknown> = {};
    for (const field of ROUTE_FIELDS) if (value[field] !== undefined) route[field] = value[field];
    if (value.response === 'file') route.response = 'file';
    return route;
  }
  if (Array.isArray(value)) return value.map((item, i) => browserCopy(item, `${where}[${i}]`));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, browserCopy(item, `${where}.${key}`)]),
  );
}

export function declaredRoutes(): Plugin {
  return {
    name: 'jb-declared-routes',
    enforce: 'pre',
    async load(id) {
      const file = id.split('?')[0] ?? id;
      if (!DECLARATIONS.test(file)) return null;
      const exports = (await tsImport(file, import.meta.url)) as Record<string, unknown>;
      return Object.entries(exports)
        .filter(([name]) => name !== 'default' && name !== 'module.exports')
        .map(
          ([name, value]) =>
            `export const ${name} = ${JSON.stringify(browserCopy(value, `${file}: ${name}`))};`,
        )
        .join('\n');
    },
  };
}
