import type { Bilingual } from '@jb/contract/i18n';
import { ALL_SCREENS, STANDALONE_SCREENS, screenPermission } from '@jb/contract/menu';
import { type ReviewGroupKey, reviewGroup } from '@jb/contract/reviewGroups';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadFinanceHome, loadWelcome } from './homeScreen.ts';

/**
 * The one route table. Paths, titles and permission codes come from the contract's catalogue
 * (SPEC §2); only screens that are built are listed here, so only they reach the router and menu.
 */
type Loader = () => Promise<{ default: ComponentType }>;

export interface AppRoute {
  path: string;
  title: Bilingual;
  permission: string;
  Component: LazyExoticComponent<ComponentType>;
  /** Fetches the screen's code ahead of time (the home screen, while signing in). */
  preload: Loader;
}

function catalogued(path: string, entries = ALL_SCREENS): Bilingual {
  const entry = entries.find((e) => e.path === path);
  if (!entry) throw new Error(`${path} is not in the contract's screen catalogue`);
  return entry.title;
}

/** A hidden screen read with its parent's permission, or a screen catalogued outside the menu areas. */
interface ScreenOptions {
  permission?: string;
  entries?: typeof ALL_SCREENS;
}

function screen(path: string, load: Loader, opts: ScreenOptions = {}): AppRoute {
  return {
    path,
    title: catalogued(path, opts.entries),
    permission: opts.permission ?? screenPermission(path),
    Component: lazy(load),
    preload: load,
  };
}

/** A stage queue of the review pipeline on its group's screen (contract reviewGroups.ts). */
function queue(key: ReviewGroupKey): AppRoute {
  return screen(reviewGroup(key).screen, () =>
    import('../features/review/queueScreen.tsx').then((m) => ({ default: m.queueScreen(key) })),
  );
}

const welcome: Loader = loadWelcome;
const journals: Loader = () => import('../features/manage/periodicalManagement/PeriodicalManagementPage.tsx');

/** Screens inside the layout shell. */
export const SHELL_ROUTES: AppRoute[] = [
  screen('/manage/welcome', welcome),
  screen('/finance/index', loadFinanceHome),
  screen('/manage/personalData', () => import('../features/manage/personalData/PersonalDataPage.tsx')),
  screen(
    '/manage/messageNotification',
    () => import('../features/manage/messageNotification/MessageNotificationPage.tsx'),
  ),
  screen(
    '/manage/corporateManagement',
    () => import('../features/manage/corporateManagement/CorporateManagementPage.tsx'),
  ),
  screen('/manage/payeeMerchant', () => import('../features/manage/payeeMerchant/PayeeMerchantPage.tsx')),
  screen('/manage/journalUser', () => import('../features/manage/journalUser/JournalUserPage.tsx')),
  screen('/manage/webLoginRecord', () => import('../features/manage/webLoginRecord/WebLoginRecordPage.tsx')),
  screen('/manage/userFeel', () => import('../features/manage/userFeel/UserFeelPage.tsx')),
  screen(
    '/organizationalManagement/userManagement',
    () => import('../features/organizationalManagement/userManagement/UserManagementPage.tsx'),
  ),
  screen(
    '/organizationalManagement/roleManagement',
    () => import('../features/organizationalManagement/roleManagement/RoleManagementPage.tsx'),
  ),
  screen(
    '/organizationalManagement/groupsManagement',
    () => import('../features/organizationalManagement/groupsManagement/GroupsManagementPage.tsx'),
  ),
  screen(
    '/organizationalManagement/groupsManagement/groupSetting',
    () => import('../features/organizationalManagement/groupsManagement/groupSetting/GroupSettingPage.tsx'),
  ),
  screen(
    '/operation/administration',
    () => import('../features/operation/administration/AdministrationPage.tsx'),
  ),
  // Journals and their configuration.
  screen('/manage/periodicalManagement', journals),
  screen('/operation/journalManagement', journals),
  screen('/manage/journalReview', () => import('../features/manage/journalReview/JournalReviewPage.tsx')),
  screen(
    '/manage/journalReview/audit',
    () => import('../features/manage/journalReview/audit/JournalReviewHistoryPage.tsx'),
  ),
  screen(
    '/manage/journalReview/authorLoginDetail',
    () => import('../features/manage/journalReview/authorLoginDetail/AuthorLoginDetailPage.tsx'),
  ),
  screen(
    '/operation/programManage',
    () => import('../features/operation/programManage/ProgramManagePage.tsx'),
  ),
  screen(
    '/operation/periodicalManage',
    () => import('../features/operation/periodicalManage/PeriodicalManagePage.tsx'),
  ),
  // Manuscripts as staff find and move them, and the remittances of their prepaid fees.
  screen(
    '/operation/manuscriptManage',
    () => import('../features/operation/manuscriptManage/ManuscriptManagePage.tsx'),
  ),
  screen(
    '/operation/articleDetail',
    () => import('../features/operation/articleDetail/ArticleDetailPage.tsx'),
  ),
  screen('/operation/Modify', () => import('../features/operation/modify/ModifyPage.tsx')),
  screen('/finance/remittance', () => import('../features/finance/remittance/RemittancePage.tsx')),
  screen('/finance/orderList', () => import('../features/finance/orders/OrderListPage.tsx')),
  screen('/finance/invoiceManage', () => import('../features/finance/invoices/InvoiceListPage.tsx')),
  screen('/finance/billManage', () => import('../features/finance/bills/BillListPage.tsx')),
  screen('/finance/expertFee', () => import('../features/finance/expertFees/ExpertFeePage.tsx')),
  screen('/operation/orderInquiry', () => import('../features/finance/orders/OrderListPage.tsx')),
  screen(
    '/operation/orderDiscount',
    () => import('../features/operation/orderDiscount/OrderDiscountPage.tsx'),
  ),
  // 撤稿审核: the press's withdrawal requests (docs/author-requests.md).
  screen(
    '/operation/acceptanceWithdrawal',
    () => import('../features/operation/acceptanceWithdrawal/WithdrawalPage.tsx'),
  ),
  // 修改申请: revision applications and the review of one (docs/author-requests.md).
  screen(
    '/operation/articleExamine',
    () => import('../features/operation/articleExamine/ArticleExaminePage.tsx'),
  ),
  screen(
    '/operation/examineDetail',
    () => import('../features/operation/articleExamine/ExamineDetailPage.tsx'),
  ),
  // 基金审核: funded manuscripts' fund audit (docs/author-requests.md "Fund audit").
  screen('/operation/fundAuditf', () => import('../features/operation/fundAudit/FundAuditPage.tsx')),
  // Refunds: one screen per review step (the administrator's, finance's).
  screen('/operation/refundAudit', () =>
    import('../features/finance/refunds/RefundPage.tsx').then((m) => ({ default: m.RefundAuditPage })),
  ),
  screen('/finance/refundManage', () =>
    import('../features/finance/refunds/RefundPage.tsx').then((m) => ({ default: m.RefundManagePage })),
  ),
  // 采编绩效: one screen on both routes; the acquisition editor's own figures and links on 采编首页.
  screen('/operation/caibianPerf', () => import('../features/finance/caibianPerf/CaibianPerfPage.tsx')),
  screen('/finance/caibianPerf', () => import('../features/finance/caibianPerf/CaibianPerfPage.tsx')),
  screen('/caibian/cbIndex', () => import('../features/caibian/cbIndex/CbIndexPage.tsx')),
  screen(
    '/caibian/editingAchievements',
    () => import('../features/caibian/editingAchievements/EditingAchievementsPage.tsx'),
  ),
  // The acquisition editor's portal: their authors and manuscripts (docs/acquisition-editors.md).
  screen('/caibian/myAuthor', () => import('../features/caibian/myAuthor/MyAuthorPage.tsx')),
  screen(
    '/caibian/manuscriptQuery',
    () => import('../features/caibian/manuscriptQuery/ManuscriptQueryPage.tsx'),
  ),
  screen('/caibian/allManuscript', () => import('../features/caibian/allManuscript/AllManuscriptPage.tsx')),
  screen('/caibian/orderQuery', () => import('../features/caibian/orderQuery/OrderQueryPage.tsx')),
  screen('/caibian/InvoiceQuery', () => import('../features/caibian/invoiceQuery/InvoiceQueryPage.tsx')),
  screen(
    '/caibian/articleDetail',
    () => import('../features/caibian/articleDetail/CaibianArticleDetailPage.tsx'),
  ),
  screen('/caibian/toConfirm', () => import('../features/caibian/toConfirm/ToConfirmPage.tsx')),
  screen(
    '/caibian/UploadTerminal',
    () => import('../features/caibian/uploadTerminal/UploadTerminalPage.tsx'),
  ),
  screen('/caibian/meansCard', () => import('../features/caibian/meansCard/MeansCardPage.tsx')),
  screen('/operation/caibianCards', () => import('../features/operation/caibianCards/CaibianCardsPage.tsx')),
  screen(
    '/operation/authorManagement',
    () => import('../features/operation/authorManagement/AuthorManagementPage.tsx'),
  ),
  screen(
    '/operation/expertManagement',
    () => import('../features/operation/expertManagement/ExpertManagementPage.tsx'),
  ),
  screen(
    '/operation/expertManagement/expertManagementSave',
    () => import('../features/operation/expertManagement/ExpertSavePage.tsx'),
    { permission: 'operation.expertManagement' },
  ),
  screen('/manage/subjectManage', () => import('../features/manage/subjectManage/SubjectManagePage.tsx')),
  screen('/manage/gradeManage', () => import('../features/manage/gradeManage/GradeManagePage.tsx')),
  screen('/manage/otherSettings', () => import('../features/manage/otherSettings/OtherSettingsPage.tsx')),
  screen('/editorialReview/shouye', () => import('../features/editorialReview/shouye/ShouyePage.tsx')),
  screen('/editorialReview/baseData', () => import('../features/editorialReview/baseData/BaseDataPage.tsx')),
  screen('/editorialReview/notify', () => import('../features/editorialReview/notify/NotifyPage.tsx')),
  screen(
    '/editorialReview/attachmentReview',
    () => import('../features/editorialReview/attachmentReview/AttachmentReviewPage.tsx'),
  ),
  screen(
    '/editorialReview/manuscriptScheduling',
    () => import('../features/editorialReview/manuscriptScheduling/ManuscriptSchedulingPage.tsx'),
  ),
  screen(
    '/editorialReview/postingDateFaPai',
    () => import('../features/editorialReview/postingDateFaPai/TypesettingPage.tsx'),
  ),
  screen('/editorialReview/online', () => import('../features/editorialReview/proofDesk/OnlinePage.tsx')),
  screen(
    '/editorialReview/online/proof',
    () => import('../features/editorialReview/proofDesk/OnlineProofPage.tsx'),
    { permission: 'editorialReview.online' },
  ),
  screen('/editorialReview/check', () => import('../features/editorialReview/proofDesk/CheckPage.tsx')),
  screen(
    '/editorialReview/onlineEdit',
    () => import('../features/editorialReview/onlineEdit/OnlineEditPage.tsx'),
  ),
  screen(
    '/editorialReview/outSlice',
    () => import('../features/editorialReview/issueProduction/FilmOutputPage.tsx'),
  ),
  screen(
    '/editorialReview/periodicalProof',
    () => import('../features/editorialReview/issueProduction/ProofConfirmationPage.tsx'),
  ),
  screen(
    '/editorialReview/printing',
    () => import('../features/editorialReview/issueProduction/PrintingPage.tsx'),
  ),
  screen(
    '/editorialReview/distributionMailing',
    () => import('../features/editorialReview/distributionMailing/DistributionMailingPage.tsx'),
  ),
  screen(
    '/editorialReview/finalVersionOfTheFile',
    () => import('../features/editorialReview/publication/FinalVersionPage.tsx'),
  ),
  screen('/manage/jobs', () => import('../features/manage/jobs/JobsPage.tsx')),
  // The review pipeline's stage queues: the one stage-queue screen, configured by each call group.
  queue('reviewAllocation'),
  queue('screeningAllocation'),
  queue('reauditAllot'),
  queue('finalAllot'),
  queue('review'),
  queue('screening'),
  queue('check'),
  queue('reaudit'),
  queue('finalAudit'),
  queue('employment'),
  queue('rejection'),
  // Expert review's two queues (invite at 50, follow and decide at 60) share one screen.
  screen(
    '/editorialReview/externalDistribution',
    () => import('../features/review/experts/ExpertQueuesPage.tsx'),
  ),
  // The expert area: an area of its own in the catalogue (the expert role's menu).
  screen('/expert', () => import('../features/expert/ExpertAreaPage.tsx')),
  // Catalogued beside the login page, but inside the shell: the press's saved login page, inert.
  screen('/reviewCustomLogin', () => import('../features/auth/ReviewCustomLoginPage.tsx'), {
    entries: STANDALONE_SCREENS,
    permission: 'manage.otherSettings',
  }),
  screen('/manage/auditTemplate', () => import('../features/manage/auditTemplate/AuditTemplatePage.tsx')),
  screen(
    '/organizationalManagement/auditProcess',
    () => import('../features/organizationalManagement/auditProcess/AuditProcessPage.tsx'),
  ),
  screen(
    '/organizationalManagement/auditProcess/editor',
    () => import('../features/organizationalManagement/auditProcess/editor/AuditProcessEditorPage.tsx'),
  ),
  screen(
    '/organizationalManagement/publishProcess',
    () => import('../features/organizationalManagement/publishProcess/PublishProcessPage.tsx'),
  ),
  screen(
    '/organizationalManagement/publishProcess/addPublish',
    () =>
      import('../features/organizationalManagement/publishProcess/addPublish/PublishProcessEditorPage.tsx'),
  ),
  screen(
    '/organizationalManagement/periodicalSet',
    () => import('../features/organizationalManagement/periodicalSet/PeriodicalSetPage.tsx'),
  ),
  screen(
    '/organizationalManagement/externalAuditSetting',
    () => import('../features/organizationalManagement/externalAuditSetting/ExternalAuditSettingPage.tsx'),
  ),
  screen(
    '/organizationalManagement/periodicalTypesetting',
    () => import('../features/organizationalManagement/periodicalTypesetting/PeriodicalTypesettingPage.tsx'),
  ),
];

export const BUILT_PATHS: ReadonlySet<string> = new Set(SHELL_ROUTES.map((r) => r.path));

export function routeOf(path: string): AppRoute | undefined {
  return SHELL_ROUTES.find((r) => r.path === path);
}
