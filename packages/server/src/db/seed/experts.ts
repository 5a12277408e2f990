import { Status } from '@jb/contract/workflow';
import { and, asc, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { respond, saveReview } from '../../modules/experts/area.ts';
import {
  conflictsOf,
  inviteExperts,
  promoteAlternate,
  refreshProgress,
  settingsOf,
} from '../../modules/experts/invite.ts';
import { Notifier } from '../../modules/notifications/notifier.ts';
import { readSettings } from '../../modules/settings/service.ts';
import type { Actor } from '../../modules/workflow/actor.ts';
import { loadSubjects } from '../../modules/workflow/subjects.ts';
import type { AuthContext } from '../../platform/access.ts';
import { txExecutor } from '../../platform/jobs/executeSql.ts';
import { Jobs, silentLog } from '../../platform/jobs/jobs.ts';
import type { Db, Tx } from '../client.ts';
import {
  expertInvitations,
  expertProfiles,
  expertReviews,
  manuscriptEvents,
  manuscripts,
  subjects,
  userRoles,
  users,
} from '../schema/index.ts';
import { DEMO_PUBLIC_URL, seedStaff } from './actor.ts';

/** A submitted review's fee the demo's payment batches take on: 2 awaiting payment, 3 paid. */
export interface PlannedFee {
  invitationId: number;
  status: 2 | 3;
}

const DAY = 86_400_000;
const daysAgo = (d: number, h = 0) => new Date(Date.now() - d * DAY - h * 3_600_000);

interface Profile {
  title: string;
  affiliation: string;
  subjects: string[];
  researchAreas: string;
  bankName: string;
  bankAccount: string;
  status?: 0 | 1;
  note?: string;
}

/** The pool's profiles of the two expert accounts made elsewhere (demo.ts, access.ts). */
const KNOWN: Record<'expert' | 'zhengli', Profile> = {
  expert: {
    title: '教授',
    affiliation: '浙江大学计算机科学与技术学院',
    subjects: ['计算机科学与技术', '电子信息工程'],
    researchAreas: '机器学习、图神经网络、推荐系统',
    bankName: '中国工商银行杭州西湖支行',
    bankAccount: '6222021202001234567',
  },
  zhengli: {
    title: '副教授',
    affiliation: '中国农业大学农学院',
    subjects: ['作物学', '园艺学'],
    researchAreas: '作物栽培与耕作、节水农业',
    bankName: '中国农业银行北京海淀支行',
    bankAccount: '6228480010012345678',
  },
};

/** More experts of the first press's pool, one of them no longer active. */
const MORE: (Profile & { account: string; name: string; phone: string; email: string })[] = [
  {
    account: 'wanghaitao',
    name: '王海涛',
    phone: '13822220001',
    email: 'wang.haitao@tsinghua.edu.cn',
    title: '教授',
    affiliation: '清华大学自动化系',
    subjects: ['计算机科学与技术', '机械工程'],
    researchAreas: '计算机视觉、边缘智能',
    bankName: '招商银行北京清华园支行',
    bankAccount: '6214830100012345',
  },
  {
    account: 'liyuqing',
    name: '李玉清',
    phone: '13822220002',
    email: 'li.yuqing@pumc.edu.cn',
    title: '研究员',
    affiliation: '中国医学科学院医学信息研究所',
    subjects: ['临床医学', '公共卫生'],
    researchAreas: '慢性病流行病学、卫生政策评价',
    bankName: '中国银行北京东单支行',
    bankAccount: '6217900100023456789',
  },
  {
    account: 'zhaojianguo',
    name: '赵建国',
    phone: '13822220003',
    email: 'zhao.jianguo@nwafu.edu.cn',
    title: '教授',
    affiliation: '西北农林科技大学资源环境学院',
    subjects: ['作物学', '园艺学'],
    researchAreas: '土壤改良、设施农业',
    bankName: '中国建设银行杨凌支行',
    bankAccount: '6217004220012345678',
  },
  {
    account: 'sunxiaohong',
    name: '孙晓红',
    phone: '13822220004',
    email: 'sun.xiaohong@whu.edu.cn',
    title: '副教授',
    affiliation: '武汉大学信息管理学院',
    subjects: ['计算机科学与技术', '公共管理'],
    researchAreas: '自然语言处理、科学计量',
    bankName: '中国工商银行武汉珞珈山支行',
    bankAccount: '6222023202009876543',
  },
  {
    account: 'zhoubin',
    name: '周斌',
    phone: '13822220005',
    email: 'zhou.bin@fudan.edu.cn',
    title: '教授',
    affiliation: '复旦大学公共卫生学院',
    subjects: ['公共卫生', '公共管理'],
    researchAreas: '基层医疗服务、卫生经济学',
    bankName: '交通银行上海五角场支行',
    bankAccount: '6222600110012345678',
  },
  {
    account: 'hewenjie',
    name: '何文杰',
    phone: '13822220006',
    email: 'he.wenjie@scut.edu.cn',
    title: '研究员',
    affiliation: '华南理工大学电子与信息学院',
    subjects: ['电子信息工程'],
    researchAreas: '嵌入式系统、信号处理',
    bankName: '中国银行广州五山支行',
    bankAccount: '6216610100087654321',
    status: 0,
    note: '2025 年起出国访学，暂停邀请',
  },
];

const DRAFT_TO_AUTHOR = '一、选题具有一定的现实意义。\n二、实验部分（待补充）：';
const DECLINES = ['近期在国外访学，无法按期完成审稿。', '研究方向与本文差异较大，难以给出专业意见。'];
const REVIEWS = [
  {
    recommendation: 'minor' as const,
    marks: [8, 8, 7],
    toAuthor:
      '一、创新性：提出的方法思路清晰，在公开数据集上的提升有说服力。\n二、科学性：实验设计基本合理，建议补充消融实验。\n三、修改建议：第3节的符号定义前后不一致，参考文献格式需统一。',
    toEditor: '论文质量较好，小修后可录用。',
  },
  {
    recommendation: 'major' as const,
    marks: [6, 5, 7],
    toAuthor:
      '一、创新性：与近年同类工作相比差异不够明显，请在引言中讨论。\n二、科学性：样本量偏小，统计检验方法需说明。\n三、修改建议：补充对比实验并重写讨论部分。',
    toEditor: '需要较大修改，修改后可再送审。',
  },
  {
    recommendation: 'accept' as const,
    marks: [9, 9, 8],
    toAuthor: '论文结构完整，论证充分，仅需润色个别语句。',
    toEditor: '',
  },
];

/** A person acting from the seed (the editor inviting, an expert answering), as a request would carry them. */
const staffAuth = (userId: number, pressId: number): AuthContext => seedStaff(pressId, userId);

/**
 * The first press's expert pool and its work: profiles for the demo `expert` and the staff
 * `zhengli`, six more expert accounts (one inactive), and invitations on every manuscript at expert
 * review (60), made by the real invitation effect and answered through the expert area's own
 * services, then dated back. The demo expert signs in to invitations waiting, accepted reviews with
 * drafts, reviews submitted (on manuscripts that have since left review), one declined and one expired.
 */
export async function seedExperts(
  tx: Tx,
  pressId: number,
  people: {
    roleId: number;
    passwordHash: () => Promise<string>;
    editor: number;
    expert: number;
  },
): Promise<PlannedFee[]> {
  const db = tx as unknown as Db;
  const planned: PlannedFee[] = [];
  const notifier = new Notifier(new Jobs(txExecutor(db), silentLog), DEMO_PUBLIC_URL);
  const subjectRows = await tx
    .select({ id: subjects.id, name: subjects.name })
    .from(subjects)
    .where(
      inArray(subjects.name, [...new Set([...Object.values(KNOWN), ...MORE].flatMap((p) => p.subjects))]),
    );
  const subjectIds = (names: string[]) => subjectRows.filter((s) => names.includes(s.name)).map((s) => s.id);
  const profile = (userId: number, p: Profile) => ({
    userId,
    pressId,
    title: p.title,
    affiliation: p.affiliation,
    subjectIds: subjectIds(p.subjects),
    researchAreas: p.researchAreas,
    bankName: p.bankName,
    bankAccount: p.bankAccount,
    accountName: '',
    status: p.status ?? 1,
    note: p.note ?? '',
    createdAt: daysAgo(45),
  });

  const [zhengli] = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(eq(users.pressId, pressId), eq(users.account, 'zhengli')));
  const named = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, [people.expert, ...(zhengli ? [zhengli.id] : [])]));
  const nameOf = new Map(named.map((u) => [u.id, u.name]));
  const profiles = [profile(people.expert, KNOWN.expert)];
  if (zhengli) profiles.push(profile(zhengli.id, KNOWN.zhengli));
  for (const [i, e] of MORE.entries()) {
    const [u] = await tx
      .insert(users)
      .values({
        pressId,
        account: e.account,
        name: e.name,
        phone: e.phone,
        email: e.email,
        adminType: 3,
        passwordHash: await people.passwordHash(),
        createdAt: daysAgo(44 - i),
      })
      .returning({ id: users.id });
    await tx.insert(userRoles).values({ userId: u!.id, roleId: people.roleId });
    nameOf.set(u!.id, e.name);
    profiles.push(profile(u!.id, e));
  }
  for (const p of profiles) p.accountName = nameOf.get(p.userId) ?? '';
  await tx.insert(expertProfiles).values(profiles);

  // Colleagues of the demo expert, the active ones only (the inactive expert cannot be invited).
  const others = profiles.filter((p) => p.userId !== people.expert && p.status === 1).map((p) => p.userId);
  const demo = people.expert;
  const editorActor: Actor = { kind: 'staff', auth: staffAuth(people.editor, pressId) };
  const authOf = (userId: number) => staffAuth(userId, pressId);
  const { items, scale } = (await readSettings(tx, pressId)).settings.score;

  /** Experts free of a conflict on the manuscript, in the order given. */
  const free = async (manuscriptId: number, ids: number[]) => {
    const pool = profiles
      .filter((p) => ids.includes(p.userId))
      .map((p) => ({ id: p.userId, name: nameOf.get(p.userId) ?? '', affiliation: p.affiliation }));
    const conflicts = await conflictsOf(tx, manuscriptId, pool);
    return ids.filter((id) => conflicts.get(id) === null);
  };

  /** The invitation effect, as the editor's invite action at 60 runs it (due dates, notices, alternates). */
  const invite = async (manuscriptId: number, experts: number[], alternates: number[], at: Date) => {
    const subject = (await loadSubjects(tx, [manuscriptId])).get(manuscriptId)!;
    await inviteExperts(tx, {
      manuscriptId,
      subject,
      actor: editorActor,
      action: 'inviteExperts',
      from: Status.EXPERT_REVIEW,
      to: Status.EXPERT_REVIEW,
      note: '',
      eventId: 0,
      at,
      notifier,
      input: { experts, alternates },
    });
  };

  const invitationOf = async (manuscriptId: number, expertId: number) => {
    const [row] = await tx
      .select()
      .from(expertInvitations)
      .where(and(eq(expertInvitations.manuscriptId, manuscriptId), eq(expertInvitations.expertId, expertId)))
      .orderBy(desc(expertInvitations.id))
      .limit(1);
    return row!;
  };

  /** The expert answers through the expert area's service, dated `at`. */
  const answer = async (manuscriptId: number, expertId: number, accept: boolean, at: Date, reason = '') => {
    const inv = await invitationOf(manuscriptId, expertId);
    await respond(db, notifier, authOf(expertId), { id: inv.id, version: inv.version, accept, reason });
    await tx.update(expertInvitations).set({ respondedAt: at }).where(eq(expertInvitations.id, inv.id));
    // A promoted alternate is invited when the expert declines: at the answer, not at seeding time.
    if (!accept) await redateInvited(manuscriptId, at);
  };

  /** Invitations promoted just now (alternates) are dated to when it happened. */
  const redateInvited = async (manuscriptId: number, at: Date) => {
    const subject = (await loadSubjects(tx, [manuscriptId])).get(manuscriptId)!;
    const { dueDays } = await settingsOf(tx, subject.journalId);
    await tx
      .update(expertInvitations)
      .set({ invitedAt: at, dueAt: new Date(at.getTime() + dueDays * DAY) })
      .where(
        and(
          eq(expertInvitations.manuscriptId, manuscriptId),
          eq(expertInvitations.state, 'invited'),
          gt(expertInvitations.invitedAt, new Date(Date.now() - 60_000)),
        ),
      );
  };

  /** Saves (or submits) a review through the expert area's service, dated `at`. */
  const review = async (
    manuscriptId: number,
    expertId: number,
    k: number,
    submit: boolean,
    at: Date,
    paid?: PlannedFee['status'],
  ) => {
    const inv = await invitationOf(manuscriptId, expertId);
    const r = REVIEWS[k % REVIEWS.length]!;
    const marks = items.map((item, n) => ({
      name: item.name,
      score: Math.min(scale, Math.round(((r.marks[n % r.marks.length] ?? 7) * scale) / 10)),
    }));
    await saveReview(db, notifier, authOf(expertId), {
      id: inv.id,
      version: inv.version,
      scores: submit ? marks : marks.slice(0, 1),
      recommendation: submit ? r.recommendation : null,
      toAuthor: submit ? r.toAuthor : DRAFT_TO_AUTHOR,
      toEditor: submit ? r.toEditor : '',
      submit,
    });
    await tx
      .update(expertReviews)
      .set({ updatedAt: at, ...(submit ? { submittedAt: at } : {}) })
      .where(eq(expertReviews.invitationId, inv.id));
    // Finance's progress on the fee beyond unpaid, made by the payment batches (seed/expertFees.ts).
    if (submit && paid) planned.push({ invitationId: inv.id, status: paid });
  };

  /** An invitation nobody answered by its due date, as the expiry job leaves it (the alternate invited). */
  const expire = async (manuscriptId: number, expertId: number) => {
    const inv = await invitationOf(manuscriptId, expertId);
    const at = inv.dueAt ?? new Date();
    await tx
      .update(expertInvitations)
      .set({ state: 'expired', version: sql`${expertInvitations.version} + 1` })
      .where(eq(expertInvitations.id, inv.id));
    await promoteAlternate(tx, notifier, manuscriptId, inv.round, inv.invitedBy, at);
    await refreshProgress(tx, manuscriptId);
  };

  // Manuscripts at expert review now: each has live invitations of this round.
  const atReview = await tx
    .select({ id: manuscripts.id, journalId: manuscripts.journalId })
    .from(manuscripts)
    .where(and(eq(manuscripts.pressId, pressId), eq(manuscripts.status, Status.EXPERT_REVIEW)))
    .orderBy(asc(manuscripts.id));
  // Manuscripts that went through expert review and moved on: their reviews are in.
  const entries = await tx
    .select({ id: manuscripts.id, journalId: manuscripts.journalId, enteredAt: manuscriptEvents.createdAt })
    .from(manuscripts)
    .innerJoin(manuscriptEvents, eq(manuscriptEvents.manuscriptId, manuscripts.id))
    .where(
      and(
        eq(manuscripts.pressId, pressId),
        ne(manuscripts.status, Status.EXPERT_REVIEW),
        eq(manuscriptEvents.toStatus, Status.EXPERT_REVIEW),
      ),
    )
    .orderBy(asc(manuscripts.id), asc(manuscriptEvents.id));
  // Those of journals paying a review fee first, so that the demo expert's fees show.
  const feeOf = new Map<number, number>();
  for (const e of entries) {
    if (!feeOf.has(e.journalId)) feeOf.set(e.journalId, (await settingsOf(tx, e.journalId)).feeFen);
  }
  const passed = [...new Map(entries.map((e) => [e.id, e])).values()]
    .sort((x, y) => Number(feeOf.get(y.journalId)! > 0) - Number(feeOf.get(x.journalId)! > 0) || x.id - y.id)
    .slice(0, 6);

  // The demo expert's part at each manuscript under review, as their list shows it.
  const demoParts = ['invited', 'accepted', 'invited', 'accepted', 'invited'] as const;
  let part = 0;
  for (const [k, m] of atReview.entries()) {
    const { dueDays } = await settingsOf(tx, m.journalId);
    const pick = [...new Set(await free(m.id, [demo, ...others.slice(k % others.length), ...others]))];
    const withDemo = pick[0] === demo && part < demoParts.length ? demoParts[part++]! : null;
    const [a, b, c] = pick.filter((id) => id !== demo);
    if (!a || !b) continue;
    const story = k % 3;
    if (story === 0) {
      // Invited a few days ago; a colleague has accepted, or submitted already.
      await invite(m.id, withDemo ? [demo, a] : [a, b], [], daysAgo(2 + k, 3));
      await answer(m.id, a, true, daysAgo(1 + k));
      if (k > 0) await review(m.id, a, k, true, daysAgo(k, 2));
    } else if (story === 1) {
      // A colleague declined; the alternate was invited in their place.
      const at = daysAgo(Math.min(dueDays - 4, 6 + k), 4);
      await invite(m.id, [withDemo ? demo : b, a], c ? [c] : [], at);
      await answer(m.id, a, false, new Date(at.getTime() + DAY), DECLINES[k % DECLINES.length]);
    } else {
      // The first colleague let the invitation expire and the alternate was invited in their place;
      // the other colleague submitted; the editor invited one more expert since.
      const at = daysAgo(dueDays + 6 + k, 2);
      await invite(m.id, [a, b], c ? [c] : [], at);
      await answer(m.id, b, true, new Date(at.getTime() + DAY));
      await review(m.id, b, k, true, new Date(at.getTime() + 9 * DAY));
      await expire(m.id, a);
      if (withDemo) await invite(m.id, [demo], [], daysAgo(3 + k, 1));
    }
    if (withDemo === 'accepted') {
      const inv = await invitationOf(m.id, demo);
      await answer(
        m.id,
        demo,
        true,
        new Date(Math.min(inv.invitedAt!.getTime() + DAY, Date.now() - 3_600_000)),
      );
      await review(m.id, demo, k, false, daysAgo(1));
    }
    await refreshProgress(tx, m.id);
  }

  // The demo expert's past work beside colleagues' reviews: two reviews submitted (one paid, one
  // unpaid), one invitation declined and one left to expire.
  const pastParts = ['submitted', 'submitted', 'declined', 'expired'] as const;
  let past = 0;
  for (const [k, m] of passed.entries()) {
    const pick = [...new Set(await free(m.id, [demo, ...others.slice((k + 2) % others.length), ...others]))];
    const mine = pick[0] === demo && past < pastParts.length ? pastParts[past++]! : null;
    const [a, b, c] = pick.filter((id) => id !== demo);
    if (!a || !b || !c) continue;
    const at = new Date(m.enteredAt.getTime() + 3_600_000);
    const hours = (h: number) => new Date(at.getTime() + h * 3_600_000);
    const first = mine ? demo : c;
    await invite(m.id, [first, a], mine === 'declined' || mine === 'expired' ? [b] : [], at);
    await answer(m.id, a, true, hours(3));
    await review(m.id, a, k, true, hours(30), 3);
    if (mine === 'declined') {
      await answer(m.id, demo, false, hours(4), DECLINES[0]);
      await answer(m.id, b, true, hours(6));
      await review(m.id, b, k + 1, true, hours(40), 3);
    } else if (mine === 'expired') {
      await expire(m.id, demo);
      const promoted = await invitationOf(m.id, b);
      const from = promoted.invitedAt!.getTime();
      await answer(m.id, b, true, new Date(from + DAY));
      await review(m.id, b, k + 1, true, new Date(from + 6 * DAY), 2);
    } else {
      await answer(m.id, first, true, hours(2));
      await review(m.id, first, k + 1, true, hours(36), mine === 'submitted' && past === 2 ? undefined : 3);
    }
  }
  return planned;
}
