import type { Db } from '../src/db/client.ts';
import {
  announcements,
  auditTemplates,
  editorGroups,
  feedback,
  journalColumns,
  journalIssues,
  journals,
  merchants,
  remittances,
  roles,
  subjects,
  userJournals,
} from '../src/db/schema/index.ts';
import { postMessage, postToStaff } from '../src/modules/messages/deliver.ts';
import { createPress, createUser, type TestPress, type TestUser, unique } from './factories.ts';
import { createAuthor, manuscriptAtZero } from './manuscripts.ts';

/**
 * A press with one of everything the access screens manage: journals, a merchant, a custom role,
 * staff, a group and a journal assignment. Tests get ids of another tenant from it.
 */
export interface PressWorld {
  press: TestPress;
  admin: TestUser;
  editor: TestUser;
  journalId: number;
  /** The journal's code: its author site is /submit/<code>. */
  journalCode: string;
  merchantId: number;
  roleId: number;
  groupId: number;
  columnId: number;
  issueId: number;
  templateId: number;
  subjectId: number;
  /** A manuscript at 0 (author unpaid) with its unpaid prepaid order, by the author below. */
  manuscriptId: number;
  /** The manuscript's unpaid prepaid-fee order. */
  orderId: number;
  authorId: number;
  authorPhone: string;
  /** A system message to the administrator. */
  messageId: number;
  /** An announcement of the administrator, in the editor's inbox. */
  announcementId: number;
  /** Open feedback from the editor. */
  feedbackId: number;
  /** An unmatched remittance of 500.00 (the prepaid fee) from the author, recorded by the administrator. */
  remittanceId: number;
}

export async function pressWorld(db: Db): Promise<PressWorld> {
  const press = await createPress(db);
  const admin = await createUser(db, press, { role: 'pressAdmin', adminType: 2 });
  const editor = await createUser(db, press, { role: 'reviewer' });
  const [merchant] = await db
    .insert(merchants)
    .values({ pressId: press.id, name: '对公账户', channel: 'bank' })
    .returning({ id: merchants.id });
  const [journal] = await db
    .insert(journals)
    .values({ pressId: press.id, code: unique('j'), name: '测试期刊', frequency: 5, status: 0 })
    .returning({ id: journals.id, code: journals.code });
  const [role] = await db
    .insert(roles)
    .values({
      pressId: press.id,
      code: 'custom-t',
      name: '自定义',
      nameEn: 'Custom',
      permissions: ['manage.welcome'],
    })
    .returning({ id: roles.id });
  const [group] = await db
    .insert(editorGroups)
    .values({ pressId: press.id, name: '初审组', journalId: journal!.id })
    .returning({ id: editorGroups.id });
  await db.insert(userJournals).values({ userId: editor.id, journalId: journal!.id });
  const [column] = await db
    .insert(journalColumns)
    .values({ journalId: journal!.id, name: '研究论文', sort: 1 })
    .returning();
  const [issue] = await db
    .insert(journalIssues)
    .values({ journalId: journal!.id, year: 2026, volume: 12, number: 1, plannedDate: '2026-01-01' })
    .returning();
  const [template] = await db
    .insert(auditTemplates)
    .values({ pressId: press.id, stage: 'first', name: '初审通过', content: '选题合适，同意进入下一环节。' })
    .returning();
  const [subject] = await db.insert(subjects).values({ pressId: press.id, name: '人工智能' }).returning();
  const author = await createAuthor(db, press.id);
  const manuscript = await manuscriptAtZero(
    db,
    { press, journalId: journal!.id, columnId: column!.id },
    author.id,
  );
  const [sent] = await db
    .insert(feedback)
    .values({
      pressId: press.id,
      senderKind: 'staff',
      senderUserId: editor.id,
      type: 2,
      content: '稿件列表加载较慢',
    })
    .returning({ id: feedback.id });
  const messageId = await postMessage(db, {
    pressId: press.id,
    recipientId: admin.id,
    kind: 'system',
    title: '欢迎使用期刊管理系统',
    content: '请先核对个人资料。',
  });
  const [notice] = await db
    .insert(announcements)
    .values({ pressId: press.id, senderId: admin.id, title: '编辑部例会', content: '周五下午三点开会。' })
    .returning({ id: announcements.id });
  await postToStaff(
    db,
    { pressId: press.id, exceptUserId: admin.id },
    {
      pressId: press.id,
      kind: 'announcement',
      title: '编辑部例会',
      content: '周五下午三点开会。',
      senderId: admin.id,
      announcementId: notice!.id,
    },
  );
  const [remittance] = await db
    .insert(remittances)
    .values({
      pressId: press.id,
      remitter: '张三',
      amountFen: 50_000,
      receivedOn: '2026-11-20',
      remark: manuscript.orderNum,
      createdBy: admin.id,
    })
    .returning({ id: remittances.id });
  return {
    press,
    admin,
    editor,
    journalId: journal!.id,
    journalCode: journal!.code,
    merchantId: merchant!.id,
    roleId: role!.id,
    groupId: group!.id,
    columnId: column!.id,
    issueId: issue!.id,
    templateId: template!.id,
    subjectId: subject!.id,
    manuscriptId: manuscript.id,
    orderId: manuscript.orderId,
    authorId: author.id,
    authorPhone: author.phone,
    messageId,
    announcementId: notice!.id,
    feedbackId: sent!.id,
    remittanceId: remittance!.id,
  };
}
