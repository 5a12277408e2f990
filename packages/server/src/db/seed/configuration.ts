import { REVIEW_STAGES } from '@jb/contract/workflow';
import { eq } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import {
  auditTemplates,
  editorGroups,
  expertSettings,
  journals,
  pressSettings,
  reviewProcesses,
  subjects,
} from '../schema/index.ts';

const SUBJECTS: [string, string[]][] = [
  ['工学', ['计算机科学与技术', '电子信息工程', '机械工程']],
  ['农学', ['作物学', '园艺学']],
  ['医学', ['临床医学', '公共卫生']],
  ['管理学', ['工商管理', '公共管理']],
];

/**
 * Demo rows of the configuration screens: the platform's subject tree, review templates, a review
 * process with screening switched off for one journal, expert review settings, press settings and
 * a custom login page.
 */
export async function seedConfiguration(tx: Tx, pressId: number, adminId: number): Promise<void> {
  for (const [i, [top, children]] of SUBJECTS.entries()) {
    const [parent] = await tx.insert(subjects).values({ name: top, sort: i }).returning({ id: subjects.id });
    await tx.insert(subjects).values(children.map((name, k) => ({ name, parentId: parent!.id, sort: k })));
  }
  const templates = await tx
    .insert(auditTemplates)
    .values([
      {
        pressId,
        stage: 'first',
        name: '初审通过',
        content: '选题符合本刊方向，格式基本规范，同意进入下一环节。',
      },
      {
        pressId,
        stage: 'first',
        name: '初审退修',
        content: '请按投稿须知调整格式，补充摘要与关键词后重新提交。',
      },
      {
        pressId,
        stage: 'expert',
        name: '外审意见模板',
        content: '一、创新性：\n二、科学性：\n三、修改建议：',
      },
      { pressId, stage: 'final', name: '终审录用', content: '经编委会终审，同意录用。' },
    ])
    .returning({ id: auditTemplates.id });
  const [journal] = await tx
    .select({ id: journals.id })
    .from(journals)
    .where(eq(journals.pressId, pressId))
    .orderBy(journals.id)
    .limit(1);
  const [group] = await tx
    .select({ id: editorGroups.id })
    .from(editorGroups)
    .where(eq(editorGroups.journalId, journal!.id))
    .limit(1);
  const stages = REVIEW_STAGES.map((s) => ({
    key: s.key,
    enabled: s.key !== 'screening',
    groupId: s.key === 'first' ? (group?.id ?? null) : null,
    templateId: s.key === 'first' ? templates[0]!.id : null,
  }));
  await tx
    .insert(reviewProcesses)
    .values({ pressId, journalId: journal!.id, version: 1, stages, createdBy: adminId });
  await tx.insert(expertSettings).values({
    journalId: journal!.id,
    expertCount: 2,
    dueDays: 21,
    reminderDays: 5,
    feeFen: 30_000,
    anonymous: true,
  });
  await tx.insert(pressSettings).values({
    pressId,
    version: 1,
    settings: {
      manuscriptNumberFormat: '{JOURNAL}-{YYYY}-{SEQ:5}',
      reminderDays: 3,
      contribute: { open: true, maxFileMb: 50, allowedTypes: ['doc', 'docx', 'pdf'] },
      ad: { enabled: false, text: '', link: '' },
      score: {
        items: [
          { name: '创新性', weight: 40 },
          { name: '科学性', weight: 40 },
          { name: '写作规范', weight: 20 },
        ],
        scale: 10,
      },
    },
    loginPage: {
      title: '华夏科技期刊编辑部',
      subtitle: '投审稿与出版管理平台',
      logo: '',
      background: '',
      primaryColor: '#0f6e56',
      backgroundColor: '#0b2a24',
    },
  });
}
