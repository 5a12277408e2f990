import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const bool = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => v === 'true' || v === '1');

/** Every environment variable the server reads; the README's configuration table mirrors this. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default(path.join(repoRoot, 'data')),
  DATABASE_URL: z.string().optional(),
  /** Connections to the PostgreSQL server per process (PGlite has one). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z.string().optional(),
  SEED_DEMO: z.enum(['auto', 'true', 'false']).default('auto'),
  IDLE_TIMEOUT_SECONDS: z.coerce.number().int().positive().default(600),
  /** How long a resolved session may be reused without a change announced (decision 0002); 0: never. */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(30),
  TOKEN_ROTATE_SECONDS: z.coerce.number().int().positive().default(300),
  ALLOW_PLAIN_BODY: bool,
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  IP_MAX_FAILURES: z.coerce.number().int().positive().default(20),
  LOGIN_LOCK_SECONDS: z.coerce.number().int().positive().default(900),
  IP_LOCATION_URL: z.string().optional(),
  /**
   * The courier tracking provider (modules/mailing/tracking.ts): its base URL and key; without a URL
   * tracking states are not asked (numbers are still entered or imported).
   */
  TRACKING_URL: z.string().url().optional(),
  TRACKING_KEY: z.string().default(''),
  TRACKING_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(5000),
  /**
   * Crossref deposit sending (modules/publication/depositProvider.ts): the deposit endpoint (e.g.
   * https://doi.crossref.org/servlet/deposit, or test.crossref.org's), the account's login and
   * password; without a URL deposits are not sent (the XML is still downloadable).
   */
  CROSSREF_DEPOSIT_URL: z.string().url().optional(),
  CROSSREF_LOGIN: z.string().default(''),
  CROSSREF_PASSWORD: z.string().default(''),
  CROSSREF_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(30_000),
  /**
   * Crossref's processing result of a submission (its `submissionDownload` servlet, `type=result`):
   * by default the deposit URL's host; asked first this long after the submission, then again at
   * the same spacing while Crossref has it queued or in process.
   */
  CROSSREF_RESULT_URL: z.string().url().optional(),
  CROSSREF_RESULT_DELAY_MS: z.coerce.number().int().min(0).max(86_400_000).default(300_000),
  IP_LOCATION_DEFAULT: z.string().default('中国'),
  WEB_DIST: z.string().default(path.join(repoRoot, 'packages/web/dist')),
  TRUST_PROXY: bool,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BOOTSTRAP_ADMIN_ACCOUNT: z.string().default('admin'),
  BOOTSTRAP_ADMIN_PASSWORD: z.string().optional(),
  BOOTSTRAP_ADMIN_PHONE: z.string().default('13800000000'),
  BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
  /**
   * A request's deadlines: an upload that sends nothing for REQUEST_IDLE_SECONDS, or is not read
   * whole within REQUEST_TIMEOUT_SECONDS, is refused and its temporary file removed; any other
   * request body silent for twice the idle time has its connection closed; a request not received
   * whole within the total time is answered 408 (Node's check), and a connection silent that long
   * either way is closed.
   */
  REQUEST_IDLE_SECONDS: z.coerce.number().positive().max(3600).default(30),
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().positive().max(86_400).default(600),
  /** Files go to S3-compatible storage when S3_ENDPOINT is set (e.g. http://127.0.0.1:9000), else under DATA_DIR/files. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().default('jb-files'),
  S3_ACCESS_KEY: z.string().default(''),
  S3_SECRET_KEY: z.string().default(''),
  S3_REGION: z.string().default('us-east-1'),
  /** E-mail goes out over SMTP when set (smtp://user:pass@host:587); without it the outbox keeps it. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('编辑部 <noreply@journal.local>'),
  /**
   * An online payment gateway (modules/orders/providers/signedGateway.ts): its base URL, our merchant
   * id and the shared signing secret. Without them only the built-in ways money arrives are offered.
   */
  ONLINE_PAY_URL: z.string().url().optional(),
  ONLINE_PAY_MERCHANT: z.string().default(''),
  ONLINE_PAY_SECRET: z.string().optional(),
  /** The address people reach the product at, for links in e-mail. */
  PUBLIC_URL: z.string().url().default('http://localhost:8080'),
  /**
   * The manuscript conversation: a person who has not opened a thread for this long is away, and a
   * message to them is also sent as an e-mail and an inbox message (0: always, e.g. in journeys).
   */
  CONVERSATION_AWAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(600),
  /** How often an idle job worker polls for work. */
  JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** Demo mode shows verification codes in the outbox screen (on by default on the embedded database). */
  DEMO_MODE: z.enum(['auto', 'true', 'false']).default('auto'),
});

export type Config = z.infer<typeof envSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  return { ...parsed.data, ...overrides };
}
