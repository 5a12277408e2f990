/**
 * The job queues of the product (decision 0005). A queue's options live here, in one place, so that
 * installing the queue store (`installJobs`) and running the workers (`Jobs`) agree on them.
 *
 * - `expireInSeconds`: how long one run may take before it counts as crashed and is retried;
 * - `retryLimit`, `retryDelay` (seconds), `retryBackoff` (doubling): retries before `failed`;
 * - `policy` `singleton`: one key (`singletonKey`) never runs twice at once.
 */
export interface QueueSpec {
  name: string;
  policy: 'standard' | 'singleton' | 'stately' | 'short';
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  expireInSeconds: number;
  /** Jobs fetched per poll; the handler is called once per job, the batch's jobs concurrently. */
  batchSize: number;
  /** A cron line (minute granularity, China time: CRON_TIME_ZONE) for scheduled queues. */
  cron?: string;
}

/** Where every failed job is copied (pg-boss's dead letter), besides staying `failed` in its own queue. */
export const DEAD_LETTER_QUEUE = 'dead-letter';

export const QUEUES = {
  /** One e-mail or SMS of the outbox (data: `{ id }`, key `outbox:<id>`). */
  deliver: {
    name: 'outbox-deliver',
    policy: 'singleton',
    retryLimit: 4,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 120,
    batchSize: 50,
  },
  /** Finds work past (or near) its due date and sends the reminders, daily at 08:00. */
  reminders: {
    name: 'reminders-daily',
    policy: 'singleton',
    retryLimit: 2,
    retryDelay: 300,
    retryBackoff: false,
    expireInSeconds: 900,
    batchSize: 1,
    cron: '0 8 * * *',
  },
  /**
   * One duplicate-check run (data: `{ reportId }`, key `similarity:<id>`). An unreadable file ends
   * the report as failed at once (no retry); only a crash or a database error is retried, twice.
   * One at a time per process: the comparison is CPU work on the server's thread.
   */
  similarity: {
    name: 'similarity-check',
    policy: 'singleton',
    retryLimit: 2,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 600,
    batchSize: 1,
  },
  /** The notices of a batch allocation, made after it committed (data: review/allocationNotices.ts). */
  allocationNotices: {
    name: 'allocation-notices',
    policy: 'standard',
    retryLimit: 3,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 300,
    batchSize: 5,
  },
  /**
   * The acceptance letter of a confirmed acceptance (data: `{ manuscriptId, eventId }`, key
   * `acceptanceLetter:<manuscriptId>`): the PDF, kept with the manuscript's files and mailed.
   */
  acceptanceLetter: {
    name: 'acceptance-letter',
    policy: 'singleton',
    retryLimit: 3,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 120,
    batchSize: 5,
  },
  /**
   * The author's notice of a return for revision at the duplicate check, with the report's PDF
   * attached (data: similarity/returnNotice.ts, key `similarityReturn:<eventId>`).
   */
  similarityReturnNotice: {
    name: 'similarity-return-notice',
    policy: 'singleton',
    retryLimit: 3,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 120,
    batchSize: 5,
  },
  /** One archive check of a published issue (data: `{ checkId }`, modules/publication/archiveCheck.ts). */
  archiveCheck: {
    name: 'archive-check',
    policy: 'standard',
    retryLimit: 2,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 300,
    batchSize: 2,
  },
  /**
   * One Crossref deposit of a published issue (data: `{ depositId }`, modules/publication/depositJob.ts):
   * five tries, 30 s then doubling; a refused login or submission is not retried.
   */
  crossrefDeposit: {
    name: 'crossref-deposit',
    policy: 'standard',
    retryLimit: 4,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 300,
    batchSize: 2,
  },
  /**
   * Asks Crossref for a submitted deposit's processing result (data: `{ depositId }`,
   * modules/publication/depositResult.ts); while Crossref has it queued the job sends itself again,
   * later. A failed ask (network, server error) is retried like the deposit.
   */
  crossrefResult: {
    name: 'crossref-result',
    policy: 'standard',
    retryLimit: 4,
    retryDelay: 30,
    retryBackoff: true,
    expireInSeconds: 300,
    batchSize: 2,
  },
} satisfies Record<string, QueueSpec>;

export const ALL_QUEUES: QueueSpec[] = Object.values(QUEUES);
