import { DEMO_PASSWORD } from '../../packages/server/src/db/seed/demo.ts';

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/jb_bench';

/** Bench users sign in with the demo password (hashed once by generate.ts). */
export const BENCH_PASSWORD = DEMO_PASSWORD;

/** `bench00001`: the i-th (1-based) of `total` generated staff users. */
export function benchAccount(i: number, total: number): string {
  return `bench${String(i).padStart(Math.max(5, String(total).length), '0')}`;
}
