import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { merchants } from './merchants.ts';
import { presses } from './tenancy.ts';

/**
 * A journal (periodical) of a press. Frequency 1-9 as SPEC §3. status: 0 draft, 1 under review,
 * 2 open (takes submissions), 3 rejected, 4 disabled (contract JournalStatus).
 */
export const journals = pgTable(
  'journals',
  {
    id: serial('id').primaryKey(),
    pressId: integer('press_id')
      .notNull()
      .references(() => presses.id),
    /** The journal's address on the platform: the author site is /submit/<code> (lowercase, unique). */
    code: text('code').notNull(),
    name: text('name').notNull(),
    issn: text('issn'),
    cn: text('cn'),
    sponsor: text('sponsor').notNull().default(''),
    frequency: smallint('frequency').notNull(),
    /** 3 to 8 proof rounds (SPEC "three-proof-three-revision" ... "eight-proof-eight-revision"). */
    proofRounds: smallint('proof_rounds').notNull().default(3),
    payeeMerchantId: integer('payee_merchant_id').references((): AnyPgColumn => merchants.id),
    /** Indexing databases the journal is in (e.g. CSCD, 北大核心). */
    databases: text('databases').array().notNull().default(sql`'{}'::text[]`),
    /** The submission notice authors read, as sanitized HTML. */
    notice: text('notice').notNull().default(''),
    /** The language of the notices the journal sends its authors and experts: zh-CN or en-US. */
    noticeLang: text('notice_lang').notNull().default('zh-CN'),
    /** Pages an article may take before the extra-page fee (fee type 5, per page) applies; 0: no limit. */
    articlePageLimit: smallint('article_page_limit').notNull().default(0),
    /** Whether the author reads each proof round on the author site beside the editor (docs/production.md). */
    authorProofreads: boolean('author_proofreads').notNull().default(false),
    /** DOI prefix (10.xxxx; empty: none yet) and suffix pattern of its articles (contract doi.ts). */
    doiPrefix: text('doi_prefix').notNull().default(''),
    doiPattern: text('doi_pattern').notNull().default('{code}.{year}.{number}.{seq}'),
    status: smallint('status').notNull().default(2),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('journals_press_idx').on(t.pressId), uniqueIndex('journals_code_key').on(t.code)],
);
