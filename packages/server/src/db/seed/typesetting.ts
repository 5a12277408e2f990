import { createHash } from 'node:crypto';
import { PROOF_STATUSES, TYPESETTER_STATUSES } from '@jb/contract/productionRows';
import { ACCEPTED_AND_AFTER, type ManuscriptStatus, Status } from '@jb/contract/workflow';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { chinaDate } from '../../modules/manuscripts/service.ts';
import { PROOF_ROLE, roundOf } from '../../modules/typesetting/effects.ts';
import type { BlobStore } from '../../platform/files/blobStore.ts';
import { renderPdf } from '../../platform/pdf.ts';
import type { Tx } from '../client.ts';
import { journals, manuscriptFiles, manuscripts, typesettingDispatches } from '../schema/index.ts';
import { demoUpload } from './manuscripts.ts';

const DAY = 86_400_000;
/** Before dispatch: accepted and scheduled manuscripts have no typesetter yet. */
const BEFORE_DISPATCH: readonly number[] = [Status.ACCEPTED, Status.SCHEDULING];

/** The proof rounds a manuscript has handed in: the layout (0) and each revision before where it stands. */
function roundsIn(status: ManuscriptStatus, proofRounds: number): number[] {
  if (status === Status.TYPESETTING_DISPATCH || status === Status.INITIAL_LAYOUT) return [];
  const round = roundOf(status);
  // Past the proofs (film output on): every round of the journal.
  // At proof k or revision k: the layout and revisions 1 to k-1 are in.
  const last = round === null ? proofRounds : round - 1;
  return Array.from({ length: last + 1 }, (_, k) => k);
}

/**
 * Typesetting's demo rows: every history manuscript past scheduling was dispatched to the demo
 * typesetter (孙排版, account `paiban`) by the press administrator, with a due date ahead while it is
 * on their desk; each has the proof PDFs of the rounds it has handed in (one typeset PDF per journal,
 * stored once, content-addressed).
 */
export async function seedTypesetting(
  tx: Tx,
  store: BlobStore,
  pressId: number,
  people: { typesetter: number; admin: number },
): Promise<void> {
  const rows = await tx
    .select({
      id: manuscripts.id,
      status: manuscripts.status,
      articleNo: manuscripts.articleNo,
      journalId: manuscripts.journalId,
      journalName: journals.name,
      proofRounds: journals.proofRounds,
      submittedAt: manuscripts.submittedAt,
    })
    .from(manuscripts)
    .innerJoin(journals, eq(journals.id, manuscripts.journalId))
    .where(
      and(
        eq(manuscripts.pressId, pressId),
        inArray(
          manuscripts.status,
          [...ACCEPTED_AND_AFTER].filter((s) => !BEFORE_DISPATCH.includes(s)),
        ),
      ),
    )
    .orderBy(asc(manuscripts.id));
  const pdfs = new Map<number, { sha256: string; sizeBytes: number; type: 'pdf'; mime: string }>();
  const pdfOf = async (journalId: number, journalName: string) => {
    const had = pdfs.get(journalId);
    if (had) return had;
    const bytes = await renderPdf({ title: `${journalName} 校样`, author: '排版部' }, [
      { kind: 'title', text: `${journalName}（校样）` },
      { kind: 'paragraph', text: '本文件为排版校样，请在线标注修改意见，或下载后批注。' },
    ]);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await store.putBytes(sha256, bytes, 'application/pdf');
    const file = { sha256, sizeBytes: bytes.length, type: 'pdf' as const, mime: 'application/pdf' };
    pdfs.set(journalId, file);
    return file;
  };
  const today = Date.now();
  for (const [i, m] of rows.entries()) {
    const status = m.status as ManuscriptStatus;
    const onDesk = TYPESETTER_STATUSES.includes(status) || PROOF_STATUSES.includes(status);
    const dispatchedAt = new Date(Math.min(today - 3 * DAY, m.submittedAt.getTime() + 60 * DAY));
    await tx.insert(typesettingDispatches).values({
      manuscriptId: m.id,
      typesetterId: people.typesetter,
      dueOn: chinaDate(new Date(onDesk ? today + (5 + (i % 20)) * DAY : dispatchedAt.getTime() + 21 * DAY))
        .day,
      dispatchedBy: people.admin,
      dispatchedAt,
    });
    // The rounds came in one after another since the dispatch, every one of them before today.
    const rounds = roundsIn(status, m.proofRounds);
    const step = Math.min(3 * DAY, (today - dispatchedAt.getTime()) / (rounds.length + 1));
    for (const round of rounds) {
      const file = await pdfOf(m.journalId, m.journalName);
      const name = round === 0 ? `${m.articleNo}-初排.pdf` : `${m.articleNo}-第${round}次改样.pdf`;
      const fileId = await demoUpload(
        tx,
        file,
        name,
        { pressId, type: 'staff', id: people.typesetter },
        'proof',
      );
      await tx.insert(manuscriptFiles).values({
        manuscriptId: m.id,
        fileId,
        role: PROOF_ROLE,
        revision: round,
        createdAt: new Date(dispatchedAt.getTime() + (round + 1) * step),
      });
    }
  }
}
