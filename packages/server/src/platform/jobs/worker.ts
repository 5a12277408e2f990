import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { JobHandler } from './jobs.ts';
import type { QueueSpec } from './queues.ts';

/**
 * The loop that runs one queue's jobs in this process: fetch a batch, run each job on its own, and
 * only then, once every job's end is written (completed, or failed and so retried), fetch again.
 *
 * Why not pg-boss's `work()`: it marks a batch complete without waiting for that write, and fetches
 * the next batch at once when asked to or when the batch ran longer than the polling interval. A
 * job the handler had failed (state `retry`) could so be fetched again before that late `complete`
 * arrived on another pooled connection, which then marked the running retry completed: the retry's
 * own end was ignored and the job's work was left half done (a duplicate check stuck `running` in
 * a PostgreSQL CI run, its retries due at once).
 */
export class QueueWorker<T> {
  private stopping = false;
  private readonly wakeUp = new AbortController();
  private loop: Promise<void> | null = null;

  constructor(
    private readonly boss: PgBoss,
    private readonly spec: QueueSpec,
    private readonly handler: JobHandler<T>,
    private readonly pollingMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    this.loop ??= this.run();
  }

  /** Stops fetching; waits up to `timeoutMs` for the batch in hand to end. */
  async stop(timeoutMs: number): Promise<void> {
    this.stopping = true;
    this.wakeUp.abort();
    if (!this.loop) return;
    await Promise.race([this.loop, sleep(timeoutMs, undefined, { ref: false })]);
  }

  private async run(): Promise<void> {
    const { name, batchSize } = this.spec;
    while (!this.stopping) {
      let fetched = 0;
      try {
        const jobs = (await this.boss.fetch<T>(name, {
          batchSize,
          includeMetadata: true,
        })) as PgBoss.JobWithMetadata<T>[];
        fetched = jobs.length;
        await Promise.all(jobs.map((job) => this.settle(job)));
      } catch (err) {
        this.log.warn({ err, queue: name }, 'job queue: fetching failed');
      }
      // A full batch means more may be waiting: fetch again at once.
      if (fetched < batchSize && !this.stopping) await this.pause();
    }
  }

  private async pause(): Promise<void> {
    await sleep(this.pollingMs, undefined, { signal: this.wakeUp.signal }).catch(() => undefined);
  }

  /** Runs one job and writes its end; a job that throws is failed (pg-boss retries it). */
  private async settle(job: PgBoss.JobWithMetadata<T>): Promise<void> {
    const { name } = this.spec;
    try {
      await this.handler({ id: job.id, data: job.data, retryCount: job.retryCount });
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      this.log.warn({ err, queue: name, job: job.id }, 'job failed');
      await this.boss.fail(name, job.id, { message }).catch((e) => this.lost(job, e));
      return;
    }
    await this.boss.complete(name, job.id).catch((e) => this.lost(job, e));
  }

  /** The end could not be written: the job stays active until its run time is up, then is retried. */
  private lost(job: PgBoss.JobWithMetadata<T>, err: unknown): void {
    this.log.warn({ err, queue: this.spec.name, job: job.id }, 'job queue: the end of a job was not written');
  }
}
