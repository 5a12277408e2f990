/**
 * The server as several processes on one port (node:cluster), for the "2 processes" experiment:
 *
 *   BENCH_WORKERS=2 DATABASE_URL=… node --import tsx bench/cluster.ts
 *
 * Each worker runs packages/server/src/main.ts unchanged. Workers start one after the other so that
 * only the first runs migrations and the demo seed on an empty database. Without REDIS_URL each worker
 * has its own in-memory nonce and throttle store: fine for a benchmark (every nonce is fresh), not for
 * production, where REDIS_URL must be set so that a replayed nonce is refused by every worker.
 */
import cluster from 'node:cluster';

const workers = Math.max(1, Number(process.env.BENCH_WORKERS ?? 2));

if (cluster.isPrimary) {
  let stopping = false;
  const forkNext = () => {
    if (Object.keys(cluster.workers ?? {}).length < workers) cluster.fork();
  };
  cluster.on('listening', (worker) => {
    console.log(`worker ${worker.process.pid} listening`);
    forkNext();
  });
  cluster.on('exit', (worker, code) => {
    if (!stopping) console.error(`worker ${worker.process.pid} exited (${code})`);
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(stopping ? 0 : 1);
  });
  const stop = () => {
    stopping = true;
    for (const w of Object.values(cluster.workers ?? {})) w?.process.kill('SIGTERM');
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  forkNext();
} else {
  await import('../packages/server/src/main.ts');
}
