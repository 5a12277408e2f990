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
  /** The jobs being run now, so that a stop that cannot wait for them fails them (they are retried). */
  private readonly inHand = new Set<string>();

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

  /**
   * Stops fetching; waits up to `timeoutMs` for the batch in hand to end, then fails what is still
   * running (pg-boss retries it elsewhere, as its own worker's stop did).
   */
  async stop(timeoutMs: number): Promise<void> {
    this.stopping = true;
    this.wakeUp.abort();
    if (!this.loop) return;
    const ended = await Promise.race([this.loop.then(() => true), sleep(timeoutMs, false, { ref: false })]);
    if (!ended) await this.handBack([...this.inHand], 'the worker stopped during the run');
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
        if (this.stopping && jobs.length > 0) {
          // Taken just as the worker stops: handed back at once rather than run half.
          await this.handBack(
            jobs.map((j) => j.id),
            'the worker stopped',
          );
          break;
        }
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

  /**
   * Runs one job within its run time (the queue's `expireInSeconds`) and writes its end; a job that
   * throws or outlives its time is failed (pg-boss retries it). A handler past its time is not
   * stopped, only no longer waited for: handlers are idempotent (decision 0005).
   */
  private async settle(job: PgBoss.JobWithMetadata<T>): Promise<void> {
    const { name, expireInSeconds } = this.spec;
    this.inHand.add(job.id);
    const timer = new AbortController();
    try {
      await Promise.race([
        this.handler({ id: job.id, data: job.data, retryCount: job.retryCount }),
        sleep(expireInSeconds * 1000, undefined, { signal: timer.signal, ref: false }).then(() => {
          throw new Error(`the run passed its time (${expireInSeconds} s)`);
        }),
      ]);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      this.log.warn({ err, queue: name, job: job.id }, 'job failed');
      await this.boss.fail(name, job.id, { message }).catch((e) => this.lost(job, e));
      return;
    } finally {
      timer.abort();
      this.inHand.delete(job.id);
    }
    await this.boss.complete(name, job.id).catch((e) => this.lost(job, e));
  }

  /** Fails jobs this worker will not finish, so that they are retried (by another worker) soon. */
  private async handBack(ids: string[], message: string): Promise<void> {
    await Promise.all(
      ids.map((id) =>
        this.boss
          .fail(this.spec.name, id, { message })
          .catch((err) =>
            this.log.warn({ err, queue: this.spec.name, job: id }, 'job queue: a job not handed back'),
          ),
      ),
    );
  }

  /** The end could not be written: the job stays active until its run time is up, then is retried. */
  private lost(job: PgBoss.JobWithMetadata<T>, err: unknown): void {
    this.log.warn({ err, queue: this.spec.name, job: job.id }, 'job queue: the end of a job was not written');
  }
}
