import type { Bilingual } from './i18n.ts';
import { ALL_PERMISSIONS, PLATFORM_ONLY_PERMISSIONS } from './permissions.ts';

/** SPEC §6: staff types of the contract. */
export const AdminType = { FINANCE: 1, ADMIN: 2, EDIT: 3 } as const;
export type AdminTypeValue = (typeof AdminType)[keyof typeof AdminType];

export const ADMIN_TYPE_LABELS: Record<AdminTypeValue, { role: string; label: Bilingual }> = {
  1: { role: 'ROLE_FINANCE', label: { zh: '财务', en: 'Finance' } },
  2: { role: 'ROLE_ADMIN', label: { zh: '管理员', en: 'Administrator' } },
  3: { role: 'ROLE_EDIT', label: { zh: '编辑', en: 'Editor' } },
};

/** Home after login (SPEC §2): finance users go to the finance home, everyone else to welcome. */
export function homePath(adminType: number | null): string {
  return adminType === AdminType.FINANCE ? '/finance/index' : '/manage/welcome';
}

/** What the platform gives a new press: everything a default press role holds. */
export function defaultPressPermissions(): string[] {
  return [...new Set(DEFAULT_ROLES.filter((r) => !r.platform).flatMap((r) => r.permissions))].sort();
}

export interface DefaultRole {
  code: string;
  name: Bilingual;
  /** The platform operator role is held by people outside any press. */
  platform: boolean;
  permissions: string[];
}

const byPrefix = (...prefixes: string[]) =>
  ALL_PERMISSIONS.filter((p) => prefixes.some((prefix) => p === prefix || p.startsWith(`${prefix}.`)));

const common = ['manage.welcome', 'manage.personalData', 'manage.messageNotification'];

export const DEFAULT_ROLES: DefaultRole[] = [
  {
    code: 'platform',
    name: { zh: '平台运营', en: 'Platform operator' },
    platform: true,
    permissions: [...ALL_PERMISSIONS],
  },
  {
    code: 'pressAdmin',
    name: { zh: '出版社管理员', en: 'Press administrator' },
    platform: false,
    permissions: [
      ...common,
      ...byPrefix(
        'organizationalManagement',
        'operation',
        'manage.periodicalManagement',
        'manage.payeeMerchant',
      ),
      ...byPrefix(
        'manage.journalUser',
        'manage.webLoginRecord',
        'manage.subjectManage',
        'manage.gradeManage',
      ),
      ...byPrefix('manage.otherSettings', 'manage.auditTemplate', 'manage.journalReview', 'manage.userFeel'),
      ...byPrefix('manage.statisticaltable', 'manage.JournalCount'),
      'manage.messageNotification.announce',
      // The wording of the press's messages and its outbox, and every stage of the review pipeline.
      ...byPrefix('editorialReview', 'manage.doubleCheck', 'manage.rehearing', 'manage.finalJudgment'),
      ...byPrefix('manage.screeningDraft'),
      // A press administrator can also do finance's work (confirm a remittance when finance is away).
      ...byPrefix('finance'),
    ].filter((p) => !PLATFORM_ONLY_PERMISSIONS.includes(p)),
  },
  {
    code: 'reviewer',
    name: { zh: '编辑审稿', en: 'Editorial reviewer' },
    platform: false,
    permissions: [
      ...common,
      ...byPrefix('editorialReview', 'manage.doubleCheck', 'manage.rehearing', 'manage.finalJudgment'),
      ...byPrefix('manage.screeningDraft', 'operation.articleDetail', 'operation.acceptanceRejection'),
      // Reviewers decide withdrawals as they decide rejections, and record one an author phones in.
      ...byPrefix('operation.acceptanceWithdrawal'),
      // And revision applications (修改申请): the list, one application's review, the decision.
      ...byPrefix('operation.articleExamine', 'operation.examineDetail'),
      // And the fund audit (基金审核): the list and the decision.
      ...byPrefix('operation.fundAuditf'),
      // Reviewers read the manuscript list; waiving fees and withdrawing entries stay with administrators.
      'operation.manuscriptManage',
      // Editors apply for a discount or waiver on an author's order; the press decides it.
      'operation.orderDiscount',
      'operation.orderDiscount.apply',
      // Reviewers read the press's wording and outbox; changing wording and resending stay with administrators.
    ].filter((p) => p !== 'editorialReview.notify.edit'),
  },
  {
    code: 'acquisitionEditor',
    name: { zh: '采编', en: 'Acquisition editor' },
    platform: false,
    permissions: [
      ...common,
      ...byPrefix('caibian'),
      // Acquisition editors, like editors, apply for a discount or waiver for their authors.
      'operation.orderDiscount',
      'operation.orderDiscount.apply',
    ],
  },
  {
    code: 'finance',
    name: { zh: '财务', en: 'Finance' },
    platform: false,
    permissions: [
      'finance.index',
      'manage.personalData',
      'manage.messageNotification',
      ...byPrefix('finance'),
    ],
  },
  {
    // A typesetter (排版员): on staff, or an outside typesetting house's account, which sees only the
    // manuscripts dispatched to it (docs/production.md).
    code: 'typesetter',
    name: { zh: '排版员', en: 'Typesetter' },
    platform: false,
    permissions: [
      ...common,
      'editorialReview.postingDateFaPai',
      'editorialReview.postingDateFaPai.typeset',
      // The corrections of the details their next layout has to take (online editing, read only).
      'editorialReview.onlineEdit',
    ],
  },
  {
    code: 'expert',
    name: { zh: '外审专家', en: 'External expert' },
    platform: false,
    permissions: [...common, 'expert'],
  },
];
