import { createHash } from 'node:crypto';
import type { SqlExecutor } from './executeSql.ts';

/**
 * The job id an idempotency key stands for: a name-based UUID (version 5 layout: SHA-1 of the
 * queue and the key), so that every process derives the same id from the same key.
 */
export function idempotentJobId(queue: string, key: string): string {
  const bytes = createHash('sha1').update(`${queue}\u0000${key}`).digest().subarray(0, 16);
  bytes[6] = (bytes[6]! & 0x0f) | 0x50;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * Whether pg-boss has already moved the job of this id to its archive (done for 12 hours and more;
 * the archive keeps it 7 days). A job still in the queue's table is refused by the insert itself
 * (`ON CONFLICT DO NOTHING` on the job's id).
 */
export async function archivedJob(sql: SqlExecutor, queue: string, id: string): Promise<boolean> {
  const r = await sql.executeSql('select 1 from pgboss.archive where name = $1 and id = $2', [queue, id]);
  return r.rows.length > 0;
}
