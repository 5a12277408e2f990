/**
 * Adds the manuscript data set (bench/lib/manuscriptSet.ts) to the bench database, after
 * bench/generate.ts: 1,000,000 manuscripts by 100,000 authors unless told; then those at 90–240 placed
 * in issues with their production rows (bench/lib/productionSet.ts; `--no-production` skips it).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/jb_bench npx tsx bench/generateManuscripts.ts [--manuscripts N] [--authors N]
 */
import { parseArgs } from 'node:util';
import pg from 'pg';
import { DEFAULT_DATABASE_URL } from './lib/config.ts';
import { generateManuscriptSet } from './lib/manuscriptSet.ts';
import { generateProductionSet } from './lib/productionSet.ts';

const { values } = parseArgs({
  options: {
    manuscripts: { type: 'string', default: '1000000' },
    authors: { type: 'string', default: '100000' },
    'no-production': { type: 'boolean', default: false },
  },
});

const client = new pg.Client({ connectionString: process.env.DATABASE_URL ?? DEFAULT_DATABASE_URL });
await client.connect();
try {
  await generateManuscriptSet(client, Number(values.manuscripts), Number(values.authors));
  if (!values['no-production']) await generateProductionSet(client);
} finally {
  await client.end();
}
