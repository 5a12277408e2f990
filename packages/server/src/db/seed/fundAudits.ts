import { FoundationStatus } from '@jb/contract/enums/manuscript';
import { Status } from '@jb/contract/workflow';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { decideFund } from '../../modules/fundAudit/decide.ts';
import type { Tx } from '../client.ts';
import { authors, manuscripts } from '../schema/index.ts';
import { seedStaff } from './actor.ts';
import { seedDeps } from './manuscripts.ts';

/** What the auditor did with each fund, newest manuscripts first; the rest wait for the audit. */
const DECISIONS: { decision: 'pass' | 'fail'; note: string }[] = [
  { decision: 'fail', note: '基金编号与立项证明不符，请通过修改申请更正' },
  { decision: 'pass', note: '立项证明核实无误' },
  { decision: 'fail', note: '未上传基金立项证明或结题证明' },
  { decision: 'pass', note: '' },
];

/**
 * 基金审核 (docs/author-requests.md "Fund audit"): the press's funded manuscripts whose fund waits,
 * newest first (the demo site author's last: theirs stay pending for the author and the journey),
 * two failed with the reason and two passed through the audit's service (the table's rows, the
 * timeline and the author's notices); the others stay pending.
 */
export async function seedFundAudits(tx: Tx, pressId: number, adminId: number): Promise<void> {
  const staff = seedStaff(pressId, adminId);
  const deps = seedDeps(tx);
  const rows = await tx
    .select({ id: manuscripts.id, version: manuscripts.version })
    .from(manuscripts)
    .innerJoin(authors, eq(authors.id, manuscripts.authorId))
    .where(
      and(
        eq(manuscripts.pressId, pressId),
        eq(manuscripts.foundationFlag, 1),
        eq(manuscripts.foundationStatus, FoundationStatus.PENDING),
        ne(manuscripts.status, Status.REJECTED),
      ),
    )
    .orderBy(sql`${authors.phone} = '13700000001'`, desc(manuscripts.id))
    .limit(DECISIONS.length);
  for (const [i, m] of rows.entries()) {
    const d = DECISIONS[i]!;
    await decideFund(deps, staff, { id: m.id, version: m.version, ...d });
  }
}
