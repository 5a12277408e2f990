import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Db, Tx } from '../../db/client.ts';
import { type SqlExecutor, txExecutor } from './executeSql.ts';
import { archivedJob, idempotentJobId } from './idempotency.ts';
import { bossOptions, ensureQueue } from './install.ts';
import type { QueueSpec } from './queues.ts';
import { QueueWorker } from './worker.ts';

const quiet = () => undefined;
/** A logger that says nothing (scripts and tests without a server). */
export const silentLog = {
  level: 'silent',
  fatal: quiet,
  error: quiet,
  warn: quiet,
  info: quiet,
  debug: quiet,
  trace: quiet,
  silent: quiet,
  child: () => silentLog,
} as unknown as FastifyBaseLogger;

/** How long stopping waits for the jobs in hand. */
const STOP_WAIT_MS = 5_000;

/** Scheduled jobs keep the presses' clock (cron lines read as China time, not the server's UTC). */
export const CRON_TIME_ZONE = 'Asia/Shanghai';

export interface JobRun<T> {
  id: string;
  data: T;
  /** 0 on the first run, 1 on the first retry … */
  retryCount: number;
}

export type JobHandler<T> = (job: JobRun<T>) => Promise<void>;

export interface SendOptions {
  /** With a `singleton` queue: the key never runs twice at once (it does not stop a second job). */
  singletonKey?: string;
  /**
   * Two sends with one key (per queue) make one job: the job's id is derived from the key, and a
   * second send answers null instead of an id. The key holds while pg-boss keeps the job (in its
   * queue, then 7 days in its archive), so it must name something that never repeats (an id of a
   * row, never a date alone).
   */
  idempotencyKey?: string;
  startAfter?: Date | number;
}

export interface JobsOptions {
  /** How often an idle worker asks for jobs (pg-boss polls; 2 s by default, 0.5 s at least). */
  pollingIntervalSeconds?: number;
  /** How often crashed (expired) runs are found and retried; 15 s by default. */
  maintenanceIntervalSeconds?: number;
}

/**
 * The product's job queue (decision 0005): pg-boss on the project's database, on PostgreSQL through
 * the server's pool and on PGlite through the adapter of `executeSql.ts`. Sending needs only the
 * installed store; `start()` runs the registered handlers (a server process does, a test may not).
 */
export class Jobs {
  readonly boss: PgBoss;
  private readonly handlers: { spec: QueueSpec; handler: JobHandler<any> }[] = [];
  private readonly workers: QueueWorker<unknown>[] = [];
  private started = false;
  private retryDelayOverride: number | null = null;

  constructor(
    private readonly sql: SqlExecutor,
    private readonly log: FastifyBaseLogger,
    private readonly options: JobsOptions = {},
  ) {
    this.boss = new PgBoss(bossOptions(sql, true, options.maintenanceIntervalSeconds));
    this.boss.on('error', (err) => log.warn({ err }, 'job queue error'));
  }

  /** Registers the handler of a queue; call before `start()`. */
  handle<T>(spec: QueueSpec, handler: JobHandler<T>): void {
    this.handlers.push({ spec, handler });
  }

  /** Runs the registered handlers; `only`: just these queues (a test that must not take others' jobs). */
  async start(only?: readonly string[]): Promise<void> {
    if (this.started) return;
    this.started = true;
    await this.boss.start();
    const pollingMs = (this.options.pollingIntervalSeconds ?? 2) * 1000;
    for (const { spec, handler } of this.handlers) {
      if (only && !only.includes(spec.name)) continue;
      await ensureQueue(this.boss, spec);
      const worker = new QueueWorker(this.boss, spec, handler, pollingMs, this.log);
      this.workers.push(worker);
      worker.start();
      if (spec.cron)
        await this.boss.schedule(spec.name, spec.cron, {}, { singletonKey: spec.name, tz: CRON_TIME_ZONE });
    }
  }

  /**
   * For tests: the jobs this instance sends from now on retry after `seconds`, without backoff,
   * whatever their queue says (the product's queues wait 30 s and more); `null` gives the queues'
   * delays back. The delay is written into each job, so it holds whichever process runs the job and
   * whatever another process sets on the queue meanwhile (with a shared database, every worker
   * that starts sets its queue to the declared options).
   */
  retryJobsAfter(seconds: number | null): void {
    this.retryDelayOverride = seconds;
  }

  /**
   * Adds a job; with `tx` the job is written in that transaction (rolled back with it). On PGlite a
   * send during a transaction must pass it: the transaction holds the only connection.
   */
  async send<T extends object>(
    tx: Db | Tx | null,
    spec: QueueSpec,
    data: T,
    opts: SendOptions = {},
  ): Promise<string | null> {
    const options: PgBoss.SendOptions = { singletonKey: opts.singletonKey };
    if (this.retryDelayOverride !== null) {
      options.retryDelay = this.retryDelayOverride;
      options.retryBackoff = false;
    }
    if (opts.startAfter !== undefined)
      options.startAfter =
        typeof opts.startAfter === 'number' ? opts.startAfter : opts.startAfter.toISOString();
    const sql = tx ? txExecutor(tx) : this.sql;
    if (tx) options.db = sql as PgBoss.Db;
    if (opts.idempotencyKey !== undefined) {
      const id = idempotentJobId(spec.name, opts.idempotencyKey);
      if (await archivedJob(sql, spec.name, id)) return null;
      options.id = id;
    }
    return this.boss.send(spec.name, data, options);
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await Promise.all(this.workers.splice(0).map((w) => w.stop(STOP_WAIT_MS)));
    await this.boss.stop({ graceful: true, close: false, wait: true, timeout: STOP_WAIT_MS });
  }
}
