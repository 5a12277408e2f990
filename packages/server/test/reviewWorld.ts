import type { CallDeclaration } from '@jb/contract/api/define';
import { expertSave } from '@jb/contract/api/experts';
import { REVIEW_CALLS } from '@jb/contract/api/review';
import { REVIEW_STAGES, Status } from '@jb/contract/workflow';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  editorGroupMembers,
  editorGroups,
  manuscriptAuthors,
  manuscripts,
  reviewProcesses,
  users,
} from '../src/db/schema/index.ts';
import { authorPost, openJournalWithAuthor, uploadAsAuthor } from './authorSession.ts';
import { createUser } from './factories.ts';
import type { TestApp } from './testApp.ts';
import { call, callOf, login, type Session } from './wireClient.ts';

/**
 * A press whose journal follows first review → (expert review, when asked) → final review →
 * acceptance (and the optional stages `stages` names), first review worked by an editor group of two (weights 2 and 1), an author signed in
 * to the journal, and the people signed in.
 */
export async function reviewWorld(t: TestApp, opts: { expert?: boolean; stages?: string[] } = {}) {
  const { w, session, authorId } = await openJournalWithAuthor(t);
  const second = await createUser(t.db, w.press, { role: 'reviewer' });
  const [group] = await t.db
    .insert(editorGroups)
    .values({ pressId: w.press.id, name: '初审组' })
    .returning({ id: editorGroups.id });
  await t.db.insert(editorGroupMembers).values([
    { groupId: group!.id, userId: w.editor.id, weight: 2, cap: 0 },
    { groupId: group!.id, userId: second.id, weight: 1, cap: 0 },
  ]);
  await t.db.insert(reviewProcesses).values({
    pressId: w.press.id,
    journalId: w.journalId,
    version: 1,
    createdBy: w.admin.id,
    stages: REVIEW_STAGES.map((s) => ({
      key: s.key,
      enabled:
        !s.optional || (s.key === 'expert' && Boolean(opts.expert)) || Boolean(opts.stages?.includes(s.key)),
      groupId: s.key === 'first' ? group!.id : null,
      templateId: null,
    })),
  });
  await t.db.update(users).set({ email: 'editor@example.com' }).where(eq(users.id, w.editor.id));
  const admin = await login(t.app, w.admin.account, w.admin.password);
  const editor = await login(t.app, w.editor.account, w.editor.password);
  const other = await login(t.app, second.account, second.password);
  return { w, session, authorId, second, admin, editor, other, groupId: group!.id };
}
export type ReviewWorld = Awaited<ReturnType<typeof reviewWorld>>;

/** A submission that is at first-review allocation (1), its fee waived if the journal charges one. */
export async function submittedToAllocation(
  t: TestApp,
  x: ReviewWorld,
  title = '面向期刊审稿的深度学习方法',
  /** The manuscript file's bytes (a .docx); the shared fixture when not given. */
  file?: Buffer,
) {
  const manuscriptFileId = await uploadAsAuthor(t, x.session, 'manuscript', file);
  const res = await authorPost(
    t,
    '/author/manuscripts',
    { columnId: x.w.columnId, title, manuscriptFileId },
    x.session,
  );
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json().data.id as number;
  if (res.json().data.status === Status.AUTHOR_UNPAID) {
    const waived = await call(t.app, 'POST', '/sys/article/waiveFee', x.admin, {
      body: { id, version: 0, note: '减免' },
    });
    expect(waived.statusCode, waived.body).toBe(200);
  }
  return id;
}

export const manuscriptRow = async (t: TestApp, id: number) =>
  (await t.db.select().from(manuscripts).where(eq(manuscripts.id, id)))[0]!;

/** Adds an expert to the press's pool through the call (`more`: further fields), and signs them in. */
export async function addExpert(
  t: TestApp,
  x: ReviewWorld,
  name: string,
  affiliation: string,
  more: { bankName?: string; accountName?: string } = {},
) {
  const account = `exp${Math.random().toString(36).slice(2, 10)}`;
  const res = await callOf(t.app, expertSave, x.admin, {
    body: {
      account,
      name,
      phone: `139${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
      email: `${account}@example.edu.cn`,
      title: '教授',
      affiliation,
      bankAccount: '6222020200112233445',
      ...more,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  const session = await login(t.app, account, res.json().data.initialPassword);
  return { id: res.json().data.id as number, session };
}

/** A manuscript of the world (made with `expert: true`) at expert-review allocation (50), its byline from 浙江大学. */
export async function atExpertAllocation(t: TestApp, x: ReviewWorld) {
  const id = await submittedToAllocation(t, x);
  await t.db
    .update(manuscriptAuthors)
    .set({ affiliation: '浙江大学' })
    .where(eq(manuscriptAuthors.manuscriptId, id));
  const step = async (c: CallDeclaration, who: Session, body: object) => {
    const res = await callOf(t.app, c as never, who, {
      body: { id, version: (await manuscriptRow(t, id)).version, ...body },
    } as never);
    expect(res.statusCode, res.body).toBe(200);
  };
  await step(REVIEW_CALLS.reviewAllocation.saveAssign, x.admin, { assigneeId: x.w.editor.id });
  await step(REVIEW_CALLS.review.audit, x.editor, { action: 'pass', opinion: '送外审' });
  expect((await manuscriptRow(t, id)).status).toBe(Status.EXPERT_ALLOCATION);
  return id;
}
