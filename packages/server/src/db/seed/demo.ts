import { DEFAULT_ROLES, defaultPressPermissions } from '@jb/contract/roles';
import { count } from 'drizzle-orm';
import { registerWorkflowFeatures } from '../../modules/workflowFeatures.ts';
import type { BlobStore } from '../../platform/files/blobStore.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { Db, Tx } from '../client.ts';
import { journals, loginRecords, platforms, presses, roles, userRoles, users } from '../schema/index.ts';
import { seedAcceptanceConfirmations } from './acceptanceConfirmations.ts';
import { seedAccess } from './access.ts';
import { seedAnnexes } from './annexes.ts';
import { seedAuthorProofs } from './authorProofs.ts';
import { seedAuthors } from './authors.ts';
import { seedBills } from './bills.ts';
import { seedCaibianPerf } from './caibianPerf.ts';
import { seedCaibianPortal } from './caibianPortal.ts';
import { seedConfiguration } from './configuration.ts';
import { seedConversations, seedExpertConversations } from './conversations.ts';
import { seedEditorCards } from './editorCards.ts';
import { seedExpertFees } from './expertFees.ts';
import { seedExperts } from './experts.ts';
import { seedFeedback } from './feedback.ts';
import { seedFinalDrafts } from './finalDrafts.ts';
import { seedFundAudits } from './fundAudits.ts';
import { seedHistory } from './history.ts';
import { seedInvoices } from './invoices.ts';
import { seedIssueProduction } from './issueProduction.ts';
import { seedJournals } from './journals.ts';
import { seedLedger } from './ledger.ts';
import { seedMailing } from './mailing.ts';
import { demoFile, seedManuscripts } from './manuscripts.ts';
import { seedMessages } from './messages.ts';
import { seedNotificationTemplates, seedOutboxHistory } from './notifications.ts';
import { seedOnlineEdit } from './onlineEdit.ts';
import { seedProofChecks } from './proofChecks.ts';
import { seedRemittances } from './remittances.ts';
import { seedReviewRecords } from './review.ts';
import { seedRevisions } from './revisions.ts';
import { seedScheduling } from './scheduling.ts';
import { seedSetAside } from './setAside.ts';
import { seedSimilarity } from './similarity.ts';
import { seedStaffEntry } from './staffEntry.ts';
import { seedStageFees } from './stageFees.ts';
import { seedSubjectMatch } from './subjectMatch.ts';
import { seedTypesetting } from './typesetting.ts';
import { seedWithdrawals } from './withdrawals.ts';

export const DEMO_PASSWORD = 'Demo@2026';

/** The demo logins of the first press (and the platform), printed at start and listed in the README. */
export const DEMO_LOGINS = [
  {
    account: 'platform',
    role: 'platform',
    name: '周平台',
    phone: '13800000001',
    email: 'zhou.platform@journal-cloud.cn',
    adminType: null,
  },
  {
    account: 'pressadmin',
    role: 'pressAdmin',
    name: '王社长',
    phone: '13800000002',
    email: 'wang.director@hxkj-press.cn',
    adminType: 2,
  },
  {
    account: 'reviewer',
    role: 'reviewer',
    name: '李编辑',
    phone: '13800000003',
    email: 'li.editor@hxkj-press.cn',
    adminType: 3,
  },
  {
    account: 'caibian',
    role: 'acquisitionEditor',
    name: '张采编',
    phone: '13800000004',
    email: 'zhang.acquisitions@hxkj-press.cn',
    adminType: 3,
  },
  {
    account: 'finance',
    role: 'finance',
    name: '赵财务',
    phone: '13800000005',
    email: 'zhao.finance@hxkj-press.cn',
    adminType: 1,
  },
  {
    account: 'paiban',
    role: 'typesetter',
    name: '孙排版',
    phone: '13800000007',
    email: 'sun.typesetting@hxkj-press.cn',
    adminType: 3,
  },
  {
    account: 'expert',
    role: 'expert',
    name: '陈教授',
    phone: '13800000006',
    email: 'chen.prof@zju.edu.cn',
    adminType: 3,
  },
] as const;

const PRESSES = [
  {
    code: 'HXKJ',
    name: '华夏科技期刊出版社',
    journals: [
      { code: 'jsjkxyyy', name: '计算机科学与应用', issn: '2161-8801', cn: '11-2001/TP', frequency: 5 },
      { code: 'xdnyyj', name: '现代农业研究', issn: '2161-8802', cn: '11-2002/S', frequency: 4 },
      // No demo journal is an English one: this one sends its notices in English to show the choice.
      {
        code: 'yxyjk',
        name: '医学与健康',
        issn: '2161-8803',
        cn: '11-2003/R',
        frequency: 3,
        noticeLang: 'en-US',
      },
    ],
  },
  {
    code: 'JNXS',
    name: '江南学术出版社',
    journals: [
      { code: 'jnjyyj', name: '江南教育研究', issn: '2161-8804', cn: '32-1001/G4', frequency: 5 },
      { code: 'jjyglpl', name: '经济与管理评论', issn: '2161-8805', cn: '32-1002/F', frequency: 4 },
      { code: 'hjkxxb', name: '环境科学学报', issn: '2161-8806', cn: '32-1003/X', frequency: 6 },
    ],
  },
];

export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ n: count() }).from(platforms);
  return Number(rows[0]?.n ?? 0) === 0;
}

/** The default roles of one press (the platform role lives outside any press). */
export async function createDefaultRoles(tx: Tx | Db, pressId: number | null): Promise<Map<string, number>> {
  const wanted = DEFAULT_ROLES.filter((r) => r.platform === (pressId === null));
  const rows = await tx
    .insert(roles)
    .values(
      wanted.map((r) => ({
        pressId,
        code: r.code,
        name: r.name.zh,
        nameEn: r.name.en,
        isDefault: true,
        permissions: r.permissions,
      })),
    )
    .returning({ id: roles.id, code: roles.code });
  return new Map(rows.map((r) => [r.code, r.id]));
}

const daysAgo = (d: number, h = 9) => new Date(Date.now() - d * 86_400_000 - h * 3_600_000);

/** Demo data for `npm start` on an empty database. Later capabilities add their rows here. */
export async function seedDemo(db: Db, store: BlobStore): Promise<void> {
  registerWorkflowFeatures();
  // One hash per person: each gets its own salt, as a real account would (decision 0004).
  const passwordHash = () => hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const [platform] = await tx.insert(platforms).values({ name: '期刊出版云平台' }).returning();
    const platformRoles = await createDefaultRoles(tx, null);
    const pressIds: number[] = [];
    const pressRoles: Map<string, number>[] = [];
    for (const p of PRESSES) {
      const [press] = await tx
        .insert(presses)
        .values({
          platformId: platform!.id,
          code: p.code,
          name: p.name,
          permissions: defaultPressPermissions(),
        })
        .returning();
      pressIds.push(press!.id);
      pressRoles.push(await createDefaultRoles(tx, press!.id));
      await tx.insert(journals).values(p.journals.map((j) => ({ ...j, pressId: press!.id })));
    }

    const people = [
      ...DEMO_LOGINS.map((d) => ({ ...d, press: d.role === 'platform' ? null : 0 })),
      {
        account: 'jnadmin',
        role: 'pressAdmin',
        name: '孙社长',
        phone: '13900000002',
        email: 'sun.director@jnxs-press.cn',
        adminType: 2,
        press: 1,
      },
      {
        account: 'jneditor',
        role: 'reviewer',
        name: '吴编辑',
        phone: '13900000003',
        email: 'wu.editor@jnxs-press.cn',
        adminType: 3,
        press: 1,
      },
    ];
    const ids = new Map<string, number>();
    for (const [i, person] of people.entries()) {
      const pressId = person.press === null ? null : pressIds[person.press]!;
      const [user] = await tx
        .insert(users)
        .values({
          pressId,
          account: person.account,
          name: person.name,
          phone: person.phone,
          email: person.email,
          passwordHash: await passwordHash(),
          adminType: person.adminType,
          lastLoginAt: daysAgo(1, i),
          createdAt: daysAgo(60),
        })
        .returning();
      ids.set(person.account, user!.id);
      const roleId = (person.press === null ? platformRoles : pressRoles[person.press]!).get(person.role)!;
      await tx.insert(userRoles).values({ userId: user!.id, roleId });

      await tx.insert(loginRecords).values([
        {
          userId: user!.id,
          pressId,
          account: person.account,
          ip: '192.168.1.20',
          userAgent: 'Mozilla/5.0 (Windows NT 10.0)',
          location: '局域网',
          result: 'success',
          createdAt: daysAgo(3, i),
        },
        {
          userId: user!.id,
          pressId,
          account: person.account,
          ip: '223.5.5.5',
          userAgent: 'Mozilla/5.0 (Macintosh)',
          location: '浙江省杭州市',
          result: 'wrongPassword',
          createdAt: daysAgo(2, i),
        },
        {
          userId: user!.id,
          pressId,
          account: person.account,
          ip: '223.5.5.5',
          userAgent: 'Mozilla/5.0 (Macintosh)',
          location: '浙江省杭州市',
          result: 'success',
          createdAt: daysAgo(1, i),
        },
      ]);
    }
    await seedAccess(tx, pressIds[0]!, pressRoles[0]!, passwordHash, ids.get('reviewer')!);
    await seedJournals(tx, pressIds[0]!, ids.get('pressadmin')!, ids.get('platform')!);
    await seedConfiguration(tx, pressIds[0]!, ids.get('pressadmin')!);
    await seedAuthors(tx, pressIds[0]!, passwordHash, ids.get('pressadmin')!);
    await seedNotificationTemplates(tx, pressIds[0]!, ids.get('pressadmin')!);
    await seedManuscripts(tx, store, pressIds[0]!, {
      finance: ids.get('finance')!,
      admin: ids.get('pressadmin')!,
    });
    const docx = await demoFile(store, 'manuscript.docx');
    await seedHistory(tx, pressIds[0]!, { finance: ids.get('finance')!, editor: ids.get('reviewer')! }, docx);
    await seedReviewRecords(tx, pressIds[0]!, ids.get('reviewer')!);
    await seedLedger(tx, pressIds[0]!, {
      admin: ids.get('pressadmin')!,
      editor: ids.get('reviewer')!,
      finance: ids.get('finance')!,
    });
    await seedInvoices(tx, store, pressIds[0]!, {
      admin: ids.get('pressadmin')!,
      finance: ids.get('finance')!,
    });
    await seedRemittances(tx, pressIds[0]!, { finance: ids.get('finance')! });
    await seedSimilarity(tx, store, pressIds[0]!);
    await seedSubjectMatch(tx, pressIds[0]!);
    await seedAnnexes(tx, store, pressIds[0]!, ids.get('pressadmin')!);
    const plannedFees = await seedExperts(tx, pressIds[0]!, {
      roleId: pressRoles[0]!.get('expert')!,
      passwordHash,
      editor: ids.get('reviewer')!,
      expert: ids.get('expert')!,
    });
    await seedExpertFees(tx, store, pressIds[0]!, { finance: ids.get('finance')! }, plannedFees);
    await seedOutboxHistory(tx, pressIds[0]!);
    await seedConversations(tx, store, pressIds[0]!, ids.get('reviewer')!);
    await seedExpertConversations(tx, ids.get('expert')!);
    await seedMessages(tx, pressIds, ids);
    await seedFeedback(tx, store, pressIds, ids);
    await seedCaibianPerf(tx, pressIds[0]!, { admin: ids.get('pressadmin')!, finance: ids.get('finance')! });
    await seedEditorCards(tx, pressIds[0]!, { admin: ids.get('pressadmin')! });
    await seedStaffEntry(tx, store, pressIds[0]!, {
      admin: ids.get('pressadmin')!,
      acquisitionEditor: ids.get('caibian')!,
    });
    await seedStageFees(tx, pressIds[0]!);
    await seedSetAside(tx, pressIds[0]!, ids.get('reviewer')!);
    await seedScheduling(tx, pressIds[0]!, ids.get('pressadmin')!);
    await seedTypesetting(tx, store, pressIds[0]!, {
      typesetter: ids.get('paiban')!,
      admin: ids.get('pressadmin')!,
    });
    await seedAuthorProofs(tx, pressIds[0]!, ids.get('pressadmin')!);
    await seedProofChecks(tx, pressIds[0]!, {
      editor: ids.get('pressadmin')!,
      typesetter: ids.get('paiban')!,
    });
    await seedOnlineEdit(tx, pressIds[0]!, ids.get('pressadmin')!);
    await seedIssueProduction(tx, store, pressIds[0]!, ids.get('pressadmin')!);
    await seedMailing(tx, pressIds[0]!, ids.get('pressadmin')!);
    await seedWithdrawals(tx, pressIds[0]!, ids.get('pressadmin')!);
    await seedRevisions(tx, pressIds[0]!, ids.get('pressadmin')!);
    await seedFundAudits(tx, pressIds[0]!, ids.get('pressadmin')!);
    await seedCaibianPortal(tx, pressIds[0]!, ids.get('caibian')!, passwordHash);
    await seedAcceptanceConfirmations(tx, pressIds[0]!, ids.get('caibian')!);
    await seedFinalDrafts(tx, pressIds[0]!, ids.get('caibian')!);
    // Last: the books are closed over every payment the seeds above made.
    await seedBills(tx, pressIds[0]!, { finance: ids.get('finance')!, admin: ids.get('pressadmin')! });
  });
}
