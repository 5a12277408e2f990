import type { Bilingual } from './i18n.ts';

/**
 * The catalogue of SPEC §2 screens: every route of the product with its title and permission code.
 * The permission code of a screen is its path with dots (`/manage/welcome` -> `manage.welcome`).
 * `hidden` screens are reached from another screen (details, editors) and never appear in a menu.
 * The web app registers a component only for the screens that are built; the rest stay out of its
 * router and menus.
 */
export interface ScreenEntry {
  path: string;
  title: Bilingual;
  hidden?: boolean;
}

export interface MenuArea {
  key: string;
  path: string;
  title: Bilingual;
  screens: ScreenEntry[];
}

const s = (path: string, zh: string, en: string, hidden = false): ScreenEntry =>
  hidden ? { path, title: { zh, en }, hidden } : { path, title: { zh, en } };

export const MENU_AREAS: MenuArea[] = [
  {
    key: 'manage',
    path: '/manage',
    title: { zh: '平台管理', en: 'Platform' },
    screens: [
      s('/manage/welcome', '首页', 'Home'),
      s('/manage/personalData', '个人资料', 'My profile'),
      s('/manage/statisticaltable', '统计报表', 'Statistical tables'),
      s('/manage/corporateManagement', '出版社管理', 'Presses'),
      s('/manage/journalReview', '期刊审核', 'Journal review'),
      s('/manage/journalReview/audit', '期刊审核记录', 'Journal review history', true),
      s('/manage/journalReview/authorLoginDetail', '作者登录明细', 'Author sign-in detail', true),
      s('/manage/periodicalManagement', '期刊管理', 'Journals'),
      s('/manage/subjectManage', '学科管理', 'Subjects'),
      s('/manage/gradeManage', '单位等级', 'Unit levels'),
      s('/manage/payeeMerchant', '收款商户', 'Payee merchants'),
      s('/manage/JournalCount', '期刊统计', 'Journal counts'),
      s('/manage/userFeel', '用户反馈', 'User feedback'),
      s('/manage/otherSettings', '其他设置', 'Other settings'),
      s('/manage/webLoginRecord', '登录记录', 'Sign-in records'),
      s('/manage/jobs', '后台任务', 'Background jobs'),
      s('/manage/journalUser', '期刊人员', 'Journal staff'),
      s('/manage/messageNotification', '消息通知', 'Messages'),
      s('/manage/doubleCheck', '查重', 'Similarity check'),
      s('/manage/rehearing', '复审', 'Re-review'),
      s('/manage/auditTemplate', '审稿意见模板', 'Review templates'),
      s('/manage/finalJudgment', '终审', 'Final review'),
      s('/manage/screeningDraft', '筛稿', 'Screening'),
    ],
  },
  {
    key: 'operation',
    path: '/operation',
    title: { zh: '运营管理', en: 'Operations' },
    screens: [
      s('/operation/statistics', '统计分析', 'Statistics'),
      s('/operation/journalManagement', '期刊管理', 'Journals'),
      s('/operation/programManage', '栏目管理', 'Columns'),
      s('/operation/periodicalManage', '期次管理', 'Issues'),
      s('/operation/manuscriptManage', '稿件查询', 'Manuscripts'),
      s('/operation/Modify', '稿件修改', 'Edit manuscript', true),
      s('/operation/articleDetail', '稿件详情', 'Manuscript detail', true),
      s('/operation/orderInquiry', '订单查询', 'Orders'),
      s('/operation/authorManagement', '作者管理', 'Authors'),
      s('/operation/expertManagement', '专家管理', 'Experts'),
      s('/operation/expertManagement/expertManagementSave', '编辑专家', 'Edit expert', true),
      s('/operation/caibianPerf', '采编绩效', 'Editor performance'),
      s('/operation/administration', '运营人员', 'Operators'),
      s('/operation/caibianCards', '采编名片', 'Editor cards'),
      s('/operation/acceptanceRejection', '退稿审核', 'Rejection review'),
      s('/operation/acceptanceWithdrawal', '撤稿审核', 'Withdrawal review'),
      s('/operation/articleExamine', '修改申请', 'Revision requests'),
      s('/operation/examineDetail', '修改申请审核', 'Revision request review', true),
      s('/operation/orderDiscount', '订单优惠审核', 'Discount review'),
      s('/operation/fundAuditf', '基金审核', 'Fund review'),
      s('/operation/refundAudit', '退款审核', 'Refund review'),
    ],
  },
  {
    key: 'caibian',
    path: '/caibian',
    title: { zh: '采编工作台', en: 'Acquisition' },
    screens: [
      s('/caibian/cbIndex', '采编首页', 'Acquisition home'),
      s('/caibian/InvoiceQuery', '发票查询', 'Invoices'),
      s('/caibian/myAuthor', '我的作者', 'My authors'),
      s('/caibian/manuscriptQuery', '稿件查询', 'Manuscripts'),
      s('/caibian/orderQuery', '订单查询', 'Orders'),
      s('/caibian/editingAchievements', '采编业绩', 'Achievements'),
      s('/caibian/allManuscript', '全部稿件', 'All manuscripts'),
      s('/caibian/toConfirm', '录用确认', 'Acceptance confirmation'),
      s('/caibian/UploadTerminal', '上传终稿', 'Upload final draft'),
      s('/caibian/meansCard', '我的名片', 'My card'),
      s('/caibian/articleDetail', '稿件详情', 'Manuscript detail', true),
    ],
  },
  {
    key: 'finance',
    path: '/finance',
    title: { zh: '财务管理', en: 'Finance' },
    screens: [
      s('/finance/index', '财务首页', 'Finance home'),
      s('/finance/orderList', '订单列表', 'Orders'),
      s('/finance/billManage', '账单管理', 'Bills'),
      s('/finance/invoiceManage', '发票管理', 'Invoices'),
      s('/finance/remittance', '汇款确认', 'Remittances'),
      s('/finance/refundManage', '退款管理', 'Refunds'),
      s('/finance/expertFee', '专家审稿费', 'Expert review fees'),
      s('/finance/caibianPerf', '采编绩效', 'Editor performance'),
    ],
  },
  {
    key: 'organizationalManagement',
    path: '/organizationalManagement',
    title: { zh: '组织管理', en: 'Organization' },
    screens: [
      s('/organizationalManagement/roleManagement', '角色管理', 'Roles'),
      s('/organizationalManagement/auditProcess', '审稿流程', 'Review process'),
      s('/organizationalManagement/auditProcess/editor', '编辑审稿流程', 'Edit review process', true),
      s('/organizationalManagement/publishProcess', '出版流程', 'Production process'),
      s(
        '/organizationalManagement/publishProcess/addPublish',
        '编辑出版流程',
        'Edit production process',
        true,
      ),
      s('/organizationalManagement/groupsManagement', '编辑组管理', 'Editor groups'),
      s('/organizationalManagement/groupsManagement/groupSetting', '编辑组设置', 'Group settings', true),
      s('/organizationalManagement/userManagement', '人员管理', 'Staff'),
      s('/organizationalManagement/periodicalSet', '期刊设置', 'Journal settings'),
      s('/organizationalManagement/externalAuditSetting', '外审设置', 'Expert review settings'),
      s('/organizationalManagement/periodicalTypesetting', '校对设置', 'Proof settings'),
    ],
  },
  {
    key: 'editorialReview',
    path: '/editorialReview',
    title: { zh: '编辑审稿', en: 'Editorial review' },
    screens: [
      s('/editorialReview/shouye', '编辑首页', 'Editor home'),
      s('/editorialReview/initialAllocation', '初审分配', 'First-review allocation'),
      s('/editorialReview/screeningAllocation', '筛稿分配', 'Screening allocation'),
      s('/editorialReview/initialManuscript', '初审稿件', 'First review'),
      s('/editorialReview/reviewTheAllocation', '复审分配', 'Re-review allocation'),
      s('/editorialReview/finalAllocation', '终审分配', 'Final-review allocation'),
      s('/editorialReview/externalDistribution', '外审分配', 'Expert-review allocation'),
      s('/editorialReview/employedToConfirm', '录用确认', 'Acceptance confirmation'),
      s('/editorialReview/manuscriptScheduling', '稿件排期', 'Scheduling'),
      s('/editorialReview/postingDateFaPai', '发排校对', 'Typesetting and proofs'),
      s('/editorialReview/outSlice', '出片改片', 'Film output'),
      s('/editorialReview/periodicalProof', '清样确认', 'Proof confirmation'),
      s('/editorialReview/printing', '印刷', 'Printing'),
      s('/editorialReview/distributionMailing', '邮寄发行', 'Mailing'),
      s('/editorialReview/finalVersionOfTheFile', '终版文件', 'Final files'),
      s('/editorialReview/baseData', '基础数据', 'Base data'),
      s('/editorialReview/notify', '通知', 'Notices'),
      s('/editorialReview/onlineEdit', '在线编辑', 'Online editing'),
      s('/editorialReview/online', '在线校对', 'Online proofreading'),
      s('/editorialReview/online/proof', '校对清样', 'Read a proof', true),
      s('/editorialReview/check', '校样核对', 'Proof check'),
      s('/editorialReview/attachmentReview', '附件审核', 'Attachment review'),
    ],
  },
  {
    key: 'expert',
    path: '/expert',
    title: { zh: '专家审稿', en: 'Expert review' },
    screens: [s('/expert', '专家审稿', 'Expert review')],
  },
];

/** Screens outside the shell: the login page, its preview, and the business card. */
export const STANDALONE_SCREENS: ScreenEntry[] = [
  s('/loginAdmin', '登录', 'Sign in'),
  s('/reviewCustomLogin', '登录页预览', 'Login page preview'),
  s('/myCard', '名片', 'Business card'),
];

export function screenPermission(path: string): string {
  return path.replace(/^\//, '').replaceAll('/', '.');
}

export const ALL_SCREENS: ScreenEntry[] = MENU_AREAS.flatMap((a) => a.screens);

/** The catalogued title of a screen, in the menu or outside the shell. */
export function screenTitle(path: string): Bilingual | undefined {
  return [...ALL_SCREENS, ...STANDALONE_SCREENS].find((e) => e.path === path)?.title;
}

export const SCREEN_PERMISSIONS: string[] = ALL_SCREENS.map((e) => screenPermission(e.path));
