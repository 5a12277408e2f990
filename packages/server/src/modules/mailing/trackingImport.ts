import type { FieldError } from '@jb/contract/errors';
import { TRACKING_IMPORT_COLUMNS, TRACKING_IMPORT_RULES } from '@jb/contract/mailingMessages';
import { MAILING_MAX_ROWS, TRACKING_NO_PATTERN } from '@jb/contract/schemas/mailing';
import { ruleText } from '@jb/contract/schemas/remittances';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client.ts';
import { mailingBatches, mailingRecipients, mailingShipments, manuscripts } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { receiveSmallFile } from '../../platform/files/receive.ts';
import { type Cell, readStatement, type SheetRow, statementKind } from '../remittances/statement/read.ts';
import { writeTracking } from './batches.ts';
import { issueAtMailing } from './scope.ts';

/** A courier's spreadsheet is small: 500 rows of a few columns. */
const MAX_BYTES = 5 * 1024 * 1024;
type Rule = keyof typeof TRACKING_IMPORT_RULES;

const refusal = (rule: Rule, values: Record<string, string> = {}): FieldError => ({
  path: 'file',
  ...ruleText(TRACKING_IMPORT_RULES[rule], values),
});
const refused = (rule: Rule, values?: Record<string, string>) => errors.validation([refusal(rule, values)]);

const text = (cell: Cell | undefined) =>
  cell === null || cell === undefined
    ? ''
    : (cell instanceof Date ? cell.toISOString() : String(cell)).trim();

const uploaded = (req: FastifyRequest) => receiveSmallFile(req, MAX_BYTES);

type Column = keyof typeof TRACKING_IMPORT_COLUMNS;

/** The header row (among the first ten) and where each known column is. */
function header(rows: SheetRow[]) {
  for (const row of rows.slice(0, 10)) {
    const titles = row.cells.map((c) => text(c).toLowerCase());
    const at = Object.fromEntries(
      (Object.keys(TRACKING_IMPORT_COLUMNS) as Column[]).map((k) => [
        k,
        titles.findIndex((t) => (TRACKING_IMPORT_COLUMNS[k] as readonly string[]).includes(t)),
      ]),
    ) as Record<Column, number>;
    const matchable = at.shipmentId >= 0 || (at.articleNo >= 0 && at.recipient >= 0);
    if (at.trackingNo >= 0 && matchable) return { row: row.row, at };
  }
  throw refused('columns');
}

interface Parcel {
  id: number;
  name: string;
  articleNo: string | null;
}

/** The issue's parcels, by id, by article number and recipient, and manual recipients by name. */
async function parcelsOf(tx: Tx, issueId: number): Promise<Parcel[]> {
  return tx
    .select({ id: mailingShipments.id, name: mailingRecipients.name, articleNo: manuscripts.articleNo })
    .from(mailingShipments)
    .innerJoin(mailingBatches, eq(mailingBatches.id, mailingShipments.batchId))
    .innerJoin(mailingRecipients, eq(mailingRecipients.id, mailingShipments.recipientId))
    .leftJoin(manuscripts, eq(manuscripts.id, mailingRecipients.manuscriptId))
    .where(eq(mailingBatches.issueId, issueId));
}

/** One row matched to its parcel, or its refusal. */
function match(
  parcels: Parcel[],
  row: number,
  cells: Record<Column, string>,
): { id: number; trackingNo: string } | FieldError {
  const values = { row: String(row) };
  if (!cells.trackingNo) return refusal('trackingMissing', values);
  if (!TRACKING_NO_PATTERN.test(cells.trackingNo))
    return refusal('trackingInvalid', { ...values, value: cells.trackingNo });
  const ok = (id: number) => ({ id, trackingNo: cells.trackingNo });
  if (cells.shipmentId) {
    const found = parcels.find((p) => String(p.id) === cells.shipmentId);
    return found ? ok(found.id) : refusal('unknownShipment', { ...values, value: cells.shipmentId });
  }
  if (!cells.recipient) return refusal('unknownRecipient', { ...values, value: '' });
  const article = cells.articleNo;
  const candidates = parcels.filter((p) => (article ? p.articleNo === article : p.articleNo === null));
  if (article && candidates.length === 0) return refusal('unknownArticle', { ...values, value: article });
  const named = candidates.filter((p) => p.name === cells.recipient);
  if (named.length === 0) return refusal('unknownRecipient', { ...values, value: cells.recipient });
  if (named.length > 1) return refusal('ambiguous', { ...values, value: cells.recipient });
  return ok(named[0]!.id);
}

/**
 * A courier's spreadsheet (.xlsx or .csv) of tracking numbers for an issue at mailing: each row
 * matched to a parcel of the issue by its parcel id, or by article number and recipient name (a
 * recipient added by hand: no article number). Every refused row is reported with its number and
 * nothing is written; else every row's number is written in one transaction.
 */
export async function importTracking(db: Db, auth: AuthContext, req: FastifyRequest, issueId: number) {
  // The issue's scope first: another press's issue is 404 before the file is read.
  await db.transaction((tx) => issueAtMailing(tx, auth, issueId));
  const { name, bytes } = await uploaded(req);
  const kind = statementKind(name, bytes);
  if (!kind) throw refused('fileType');
  const rows = await readStatement(kind, bytes).catch(() => {
    throw refused('unreadable');
  });
  const head = header(rows);
  const body = rows
    .filter((r) => r.row > head.row)
    .map((r) => ({
      row: r.row,
      cells: Object.fromEntries(
        (Object.keys(head.at) as Column[]).map((k) => [k, head.at[k] >= 0 ? text(r.cells[head.at[k]]) : '']),
      ) as Record<Column, string>,
    }))
    .filter((r) => Object.values(r.cells).some((v) => v !== ''));
  if (body.length === 0) throw refused('noRows');
  if (body.length > MAILING_MAX_ROWS) throw refused('tooMany', { max: String(MAILING_MAX_ROWS) });
  return db.transaction(async (tx) => {
    const { issue } = await issueAtMailing(tx, auth, issueId);
    const parcels = await parcelsOf(tx, issue.id);
    const good: { id: number; trackingNo: string }[] = [];
    const bad: FieldError[] = [];
    const seen = new Set<number>();
    for (const r of body) {
      const m = match(parcels, r.row, r.cells);
      if ('path' in m) bad.push(m);
      else if (seen.has(m.id)) bad.push(refusal('duplicateRow', { row: String(r.row) }));
      else {
        seen.add(m.id);
        good.push(m);
      }
    }
    if (bad.length > 0) throw errors.validation(bad);
    return { count: await writeTracking(tx, issue.id, good, 'file') };
  });
}
