import { LAYOUT_OPEN_STATUSES } from '@jb/contract/api/onlineEdit';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { bylineOf } from '../../modules/manuscripts/detailParts.ts';
import { correctDuringLayout } from '../../modules/onlineEdit/service.ts';
import type { Db, Tx } from '../client.ts';
import { manuscripts, typesettingDispatches } from '../schema/index.ts';
import { seedStaff } from './actor.ts';

/**
 * Online editing's demo rows: three manuscripts on the typesetter's desk corrected through the
 * service during layout (a keyword, an affiliation in the byline, a title), so 在线编辑 lists them
 * as waiting for the next proof and their timelines keep old and new.
 */
export async function seedOnlineEdit(tx: Tx, pressId: number, admin: number): Promise<void> {
  const db = tx as unknown as Db;
  const rows = await tx
    .select()
    .from(manuscripts)
    .innerJoin(typesettingDispatches, eq(typesettingDispatches.manuscriptId, manuscripts.id))
    .where(and(eq(manuscripts.pressId, pressId), inArray(manuscripts.status, [...LAYOUT_OPEN_STATUSES])))
    .orderBy(asc(manuscripts.id))
    .limit(3);
  const auth = seedStaff(pressId, admin);
  type Byline = Awaited<ReturnType<typeof bylineOf>>;
  type Row = { title: string; keywords: string };
  const edits: {
    note: string;
    title?: (m: Row) => string;
    keywords?: (m: Row) => string;
    byline?: (b: Byline) => Byline;
  }[] = [
    { note: '作者来函补充关键词', keywords: (m) => (m.keywords ? `${m.keywords}；期刊出版` : '期刊出版') },
    {
      note: '作者来函更正第一作者单位',
      byline: (b) => b.map((a, k) => (k === 0 ? { ...a, affiliation: `${a.affiliation}（更正）` } : a)),
    },
    { note: '主编审读后修改题名', title: (m) => `${m.title}（修订题名）` },
  ];
  for (const [i, { manuscripts: m }] of rows.entries()) {
    const edit = edits[i]!;
    const authors = await bylineOf(tx, m.id);
    const byline = authors.length
      ? authors
      : [{ name: '作者', affiliation: '', email: '', corresponding: true }];
    await correctDuringLayout(db, auth, {
      id: m.id,
      version: m.version,
      title: edit.title?.(m) ?? m.title,
      keywords: edit.keywords?.(m) ?? m.keywords,
      abstract: m.abstract,
      authors: edit.byline?.(byline) ?? byline,
      note: edit.note,
    });
  }
}
