import { type Lang, pick } from '@jb/contract/i18n';
import type { StatementImport } from '@jb/contract/schemas/bankStatements';
import { STATEMENT_COLUMNS, STATEMENT_MAX_LINES, STATEMENT_RULES } from '@jb/contract/schemas/bankStatements';
import { ruleText } from '@jb/contract/schemas/remittances';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { bankStatements, remittances } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { receiveSmallFile } from '../../platform/files/receive.ts';
import { ownPress } from '../../platform/tenancy.ts';
import { chinaToday } from './records.ts';
import { findHeader, readLines, type StatementLine } from './statement/lines.ts';
import { readStatement, statementKind } from './statement/read.ts';

/** The largest statement file accepted (20,000 lines of a bank's .csv are about 3 MB). */
const MAX_BYTES = 10 * 1024 * 1024;

const fileRefused = (rule: keyof typeof STATEMENT_RULES, values: Record<string, string> = {}) =>
  errors.validation([{ path: 'file', ...ruleText(STATEMENT_RULES[rule], values) }]);

/** The uploaded file's name and bytes (one part named `file`), within the size allowed. */
const uploaded = (req: FastifyRequest) => receiveSmallFile(req, MAX_BYTES);

/** The statement's lines: the header found, every line checked (today is the latest date allowed). */
async function linesOf(name: string, bytes: Buffer) {
  const kind = statementKind(name, bytes);
  if (!kind) throw fileRefused('fileType');
  const rows = await readStatement(kind, bytes).catch(() => {
    throw fileRefused('fileUnreadable');
  });
  const header = findHeader(rows);
  if (!header.ok) {
    const columns = (lang: 'zh' | 'en') => header.missing.map((c) => STATEMENT_COLUMNS[c].title[lang]);
    const rule = STATEMENT_RULES.missingColumns;
    throw errors.validation([
      {
        path: 'file',
        zh: ruleText(rule, { columns: columns('zh').join('、') }).zh,
        en: ruleText(rule, { columns: columns('en').join(', ') }).en,
      },
    ]);
  }
  const read = readLines(rows, header.index, header.at, chinaToday());
  const count = read.good.length + new Set(read.bad.map((b) => b.line)).size;
  if (count === 0) throw fileRefused('noLines');
  if (count > STATEMENT_MAX_LINES) throw fileRefused('tooManyLines', { max: String(STATEMENT_MAX_LINES) });
  return { ...read, count };
}

/**
 * The good lines as remittances of the statement, in one statement (set-based): a bank reference
 * already recorded (or met earlier in the file) is skipped by the unique index. Answers the rows
 * of the lines written.
 */
async function insertLines(
  tx: Tx,
  pressId: number,
  statementId: number,
  userId: number,
  lines: StatementLine[],
) {
  if (lines.length === 0) return new Set<number>();
  const json = JSON.stringify(
    lines.map((l) => ({
      line_no: l.row,
      received_on: l.receivedOn,
      remitter: l.remitter,
      account: l.account,
      amount_fen: l.amountFen,
      bank_ref: l.bankRef,
      remark: l.remark,
    })),
  );
  const result = (await tx.execute(sql`
    insert into ${remittances} (press_id, statement_id, line_no, received_on, remitter, account,
      amount_fen, bank_ref, remark, created_by)
    select ${pressId}, ${statementId}, x.line_no, x.received_on, x.remitter, x.account, x.amount_fen,
      x.bank_ref, x.remark, ${userId}
    from json_to_recordset(${json}::json) as x(line_no int, received_on date, remitter text,
      account text, amount_fen int, bank_ref text, remark text)
    order by x.line_no
    on conflict (press_id, bank_ref) where bank_ref <> '' do nothing
    returning line_no`)) as unknown as { rows: { line_no: number }[] };
  return new Set(result.rows.map((r) => Number(r.line_no)));
}

/**
 * Imports a bank statement (.xlsx or .csv) into the person's press, in one transaction: each good
 * line a remittance to match; a bank reference seen before is skipped and counted; bad lines are
 * reported by row and field and not written. A file that cannot be read is refused whole.
 */
export async function importStatement(
  db: Db,
  auth: AuthContext,
  req: FastifyRequest,
  lang: Lang,
): Promise<StatementImport> {
  const pressId = ownPress(auth, null);
  const { name, bytes } = await uploaded(req);
  const { good, bad, count } = await linesOf(name, bytes);
  return db.transaction(async (tx) => {
    const [statement] = await tx
      .insert(bankStatements)
      .values({ pressId, fileName: name, lineCount: count, importedBy: auth.userId })
      .returning({ id: bankStatements.id });
    const written = await insertLines(tx, pressId, statement!.id, auth.userId, good);
    const skippedLines = good.filter((l) => !written.has(l.row)).map((l) => l.row);
    if (skippedLines.length)
      await tx
        .update(bankStatements)
        .set({ skippedCount: skippedLines.length })
        .where(eq(bankStatements.id, statement!.id));
    return {
      statementId: statement!.id,
      lineCount: count,
      imported: written.size,
      skipped: skippedLines.length,
      skippedLines,
      bad: bad.map((b) => ({ line: b.line, field: b.field, message: pick(b.message, lang) })),
    };
  });
}
