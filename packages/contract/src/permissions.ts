import type { Bilingual } from './i18n.ts';
import { SCREEN_PERMISSIONS } from './menu.ts';
import { REVIEW_GROUPS, reviewPermission } from './reviewGroups.ts';

/**
 * Permission codes. A screen's code comes from the menu catalogue (it lets a person open the screen
 * and read its data); the actions below change things and hang under their screen in the
 * permission tree (`<screen code>.<action>`). A server route declares one of these, `public`, or
 * `session` (any signed-in person, for calls about oneself).
 */
export interface ActionPermission {
  code: string;
  title: Bilingual;
}

const a = (code: string, zh: string, en: string): ActionPermission => ({ code, title: { zh, en } });

export const ACTIONS_BY_SCREEN: Record<string, ActionPermission[]> = {
  '/manage/corporateManagement': [
    a('manage.corporateManagement.edit', '新增和编辑出版社', 'Add and edit presses'),
    a('manage.corporateManagement.disable', '停用和启用出版社', 'Disable and enable presses'),
  ],
  '/manage/payeeMerchant': [
    a('manage.payeeMerchant.edit', '新增和编辑商户', 'Add and edit merchants'),
    a('manage.payeeMerchant.delete', '删除商户', 'Delete merchants'),
  ],
  '/organizationalManagement/userManagement': [
    a('organizationalManagement.userManagement.edit', '新增和编辑人员', 'Add and edit staff'),
    a('organizationalManagement.userManagement.disable', '停用和启用人员', 'Disable and enable staff'),
    a('organizationalManagement.userManagement.resetPwd', '重置密码', 'Reset passwords'),
    a('organizationalManagement.userManagement.export', '导出人员', 'Export staff'),
  ],
  '/organizationalManagement/roleManagement': [
    a('organizationalManagement.roleManagement.edit', '新增和编辑角色', 'Add and edit roles'),
    a('organizationalManagement.roleManagement.delete', '删除角色', 'Delete roles'),
  ],
  '/organizationalManagement/groupsManagement': [
    a('organizationalManagement.groupsManagement.edit', '管理编辑组', 'Manage editor groups'),
  ],
  '/manage/periodicalManagement': [
    a('manage.periodicalManagement.edit', '新增和编辑期刊', 'Add and edit journals'),
    a('manage.periodicalManagement.fee', '设置期刊费用', 'Set journal fees'),
    a('manage.periodicalManagement.apply', '申请开通期刊', 'Apply to open journals'),
  ],
  '/manage/journalReview': [a('manage.journalReview.decide', '审核期刊开通', 'Review journal applications')],
  '/manage/journalReview/authorLoginDetail': [
    a('manage.journalReview.authorLoginDetail.export', '导出作者登录明细', 'Export author sign-ins'),
  ],
  '/operation/programManage': [a('operation.programManage.edit', '管理栏目', 'Manage columns')],
  '/operation/periodicalManage': [a('operation.periodicalManage.edit', '管理期次', 'Manage issues')],
  '/manage/subjectManage': [a('manage.subjectManage.edit', '管理学科', 'Manage subjects')],
  '/manage/otherSettings': [
    a('manage.otherSettings.edit', '修改出版社设置和登录页', 'Edit press settings and the login page'),
  ],
  '/manage/auditTemplate': [a('manage.auditTemplate.edit', '管理审稿意见模板', 'Manage review templates')],
  '/organizationalManagement/auditProcess': [
    a('organizationalManagement.auditProcess.edit', '修改审稿流程', 'Edit review processes'),
  ],
  '/editorialReview/manuscriptScheduling': [
    a('editorialReview.manuscriptScheduling.schedule', '排期和调整目录', 'Schedule and arrange issues'),
  ],
  '/editorialReview/postingDateFaPai': [
    a('editorialReview.postingDateFaPai.dispatch', '发排和指定排版人', 'Dispatch to typesetters'),
    a('editorialReview.postingDateFaPai.typeset', '排版和上传校样', 'Typeset and upload proofs'),
    a('editorialReview.postingDateFaPai.proofread', '校对和结束校次', 'Proofread and close proof rounds'),
  ],
  '/editorialReview/check': [
    a('editorialReview.check.check', '核对校样标注是否改正', 'Check that proof marks were fixed'),
  ],
  '/editorialReview/onlineEdit': [
    a('editorialReview.onlineEdit.edit', '排版中更正稿件信息', 'Correct details during layout'),
  ],
  '/editorialReview/outSlice': [
    a('editorialReview.outSlice.output', '上传出片和改片', 'Upload the film and its alterations'),
  ],
  '/editorialReview/periodicalProof': [
    a(
      'editorialReview.periodicalProof.confirm',
      '清样确认、改片和付印',
      'Confirm proofs, ask for changes, send to press',
    ),
  ],
  '/editorialReview/printing': [a('editorialReview.printing.record', '登记印刷', 'Record the printing')],
  '/editorialReview/distributionMailing': [
    a('editorialReview.distributionMailing.mail', '邮寄发行', 'Send the copies out'),
    a(
      'editorialReview.distributionMailing.ship',
      '管理收件人、快递批次和运单号',
      'Manage recipients, mailing batches and tracking numbers',
    ),
  ],
  '/editorialReview/baseData': [
    a('editorialReview.baseData.edit', '编辑快递公司和印刷厂', 'Edit express companies and printing houses'),
  ],
  '/editorialReview/finalVersionOfTheFile': [
    a(
      'editorialReview.finalVersionOfTheFile.publish',
      '出版和 Crossref 登记',
      'Publish and deposit with Crossref',
    ),
    a('editorialReview.finalVersionOfTheFile.archive', '归档检查和归档', 'Check and archive issues'),
  ],
  '/organizationalManagement/publishProcess': [
    a('organizationalManagement.publishProcess.edit', '修改出版流程', 'Edit production processes'),
  ],
  '/organizationalManagement/externalAuditSetting': [
    a('organizationalManagement.externalAuditSetting.edit', '修改外审设置', 'Edit expert review settings'),
  ],
  '/manage/gradeManage': [a('manage.gradeManage.edit', '设置单位等级', 'Set unit levels')],
  '/manage/journalUser': [a('manage.journalUser.edit', '分配期刊人员', 'Assign journal staff')],
  '/manage/userFeel': [a('manage.userFeel.reply', '回复和关闭反馈', 'Reply to and close feedback')],
  '/manage/webLoginRecord': [a('manage.webLoginRecord.export', '导出登录记录', 'Export sign-in records')],
  '/operation/manuscriptManage': [
    a('operation.manuscriptManage.waive', '免除预付费', 'Waive prepaid fees'),
    a('operation.manuscriptManage.withdraw', '撤销未付款稿件', 'Withdraw unpaid entries'),
    a('operation.manuscriptManage.export', '导出稿件', 'Export manuscripts'),
    a('operation.manuscriptManage.enter', '代作者录入稿件', 'Enter manuscripts for authors'),
  ],
  '/operation/articleDetail': [
    a('operation.articleDetail.message', '在稿件留言中发言', 'Write in manuscript messages'),
  ],
  '/manage/messageNotification': [a('manage.messageNotification.announce', '发送公告', 'Send announcements')],
  '/operation/authorManagement': [
    a('operation.authorManagement.edit', '新增和编辑作者', 'Add and edit authors'),
    a('operation.authorManagement.blacklist', '拉黑和解除作者', 'Blacklist and lift authors'),
  ],
  '/finance/remittance': [a('finance.remittance.confirm', '确认汇款', 'Confirm remittances')],
  '/finance/orderList': [
    a(
      'finance.orderList.manage',
      '新建其他费用订单，取消和关闭订单',
      'Order other fees; cancel and close orders',
    ),
    a(
      'finance.orderList.receive',
      '登记收款（汇款、线下收款）',
      'Record money received (remittance, offline)',
    ),
  ],
  '/operation/orderDiscount': [
    a('operation.orderDiscount.apply', '申请订单优惠或减免', 'Apply for discounts and waivers'),
    a('operation.orderDiscount.review', '审核订单优惠', 'Decide discount applications'),
  ],
  '/operation/acceptanceWithdrawal': [
    a('operation.acceptanceWithdrawal.decide', '审核撤稿申请', 'Decide withdrawal requests'),
    a('operation.acceptanceWithdrawal.record', '代作者申请撤稿', 'Record withdrawals for authors'),
  ],
  '/operation/articleExamine': [
    a('operation.articleExamine.decide', '审核修改申请', 'Decide revision applications'),
  ],
  '/operation/fundAuditf': [
    a('operation.fundAuditf.decide', '审核基金（通过、不通过）', 'Decide fund audits (pass, fail)'),
  ],
  '/operation/refundAudit': [
    a('operation.refundAudit.request', '为作者申请退款', 'Request refunds for authors'),
    a('operation.refundAudit.review', '审核退款（管理员）', 'Decide refunds (administrator)'),
  ],
  '/finance/invoiceManage': [
    a(
      'finance.invoiceManage.issue',
      '开具、拒开发票和登记红字发票',
      'Issue and refuse invoices; record red-letter invoices',
    ),
  ],
  '/finance/refundManage': [
    a('finance.refundManage.review', '审核并办理退款（财务）', 'Decide and pay refunds (finance)'),
  ],
  '/finance/billManage': [
    a('finance.billManage.close', '结账（关闭账期）', 'Close bill periods'),
    a('finance.billManage.reverse', '冲正已结账期的分录', 'Reverse entries of closed periods'),
  ],
  '/operation/caibianPerf': [
    a('operation.caibianPerf.rules', '设置采编提成规则', 'Set acquisition editors’ commission rules'),
  ],
  '/finance/caibianPerf': [
    a('finance.caibianPerf.pay', '结算采编提成', 'Mark acquisition editors’ commissions paid'),
  ],
  '/operation/caibianCards': [
    a(
      'operation.caibianCards.review',
      '发布和停用采编名片',
      'Publish and disable acquisition editors’ cards',
    ),
  ],
  '/caibian/myAuthor': [
    a('caibian.myAuthor.register', '为自己注册作者', 'Register authors as mine'),
    a('caibian.myAuthor.enter', '为自己的作者录入稿件', 'Enter manuscripts for my authors'),
  ],
  '/caibian/toConfirm': [
    a('caibian.toConfirm.record', '登记作者的录用确认或拒绝', 'Record authors’ answers to acceptance'),
  ],
  '/caibian/UploadTerminal': [
    a('caibian.UploadTerminal.upload', '为自己的作者上传终稿', 'Upload final drafts for my authors'),
  ],
  '/finance/expertFee': [
    a(
      'finance.expertFee.pay',
      '建立付款批次、导出银行文件、登记支付和作废批次',
      'Make payment batches, export bank files, mark batches paid or cancel them',
    ),
  ],
  '/operation/orderInquiry': [
    a(
      'operation.orderInquiry.manage',
      '新建其他费用订单，取消和关闭订单',
      'Order other fees; cancel and close orders',
    ),
  ],
  '/editorialReview/notify': [
    a(
      'editorialReview.notify.edit',
      '编辑通知模板、测试发送和重发消息',
      'Edit notification templates, test and resend',
    ),
  ],
  '/manage/jobs': [a('manage.jobs.retry', '重试失败的后台任务', 'Retry failed background jobs')],
  '/operation/expertManagement': [
    a('operation.expertManagement.edit', '新增和编辑专家', 'Add and edit experts'),
  ],
  '/editorialReview/attachmentReview': [
    a(
      'editorialReview.attachmentReview.audit',
      '审核附件（通过、忽略、要求补充）',
      'Audit annexes (pass, ignore, ask for a supplement)',
    ),
    a('editorialReview.attachmentReview.settings', '设置期刊要求的附件', 'Set the annexes journals require'),
  ],
  '/operation/administration': [
    a('operation.administration.edit', '管理运营人员', 'Manage platform operators'),
  ],
};

/** The review pipeline's screens: allocate, audit, confirm acceptance, decide rejections (reviewGroups.ts). */
const REVIEW_VERBS: Record<string, Bilingual> = {
  assign: { zh: '分配稿件', en: 'Allocate manuscripts' },
  invite: { zh: '邀请外审专家', en: 'Invite expert reviewers' },
  audit: { zh: '审稿（通过、退修、退稿、忽略）', en: 'Review (pass, return, reject, set aside)' },
  confirm: { zh: '确认录用', en: 'Confirm acceptance' },
  decide: { zh: '确认退稿或退回环节', en: 'Confirm rejections or send them back' },
};
for (const group of REVIEW_GROUPS) {
  const code = reviewPermission(group);
  if (ACTIONS_BY_SCREEN[group.screen]?.some((a) => a.code === code)) continue;
  const title = REVIEW_VERBS[code.slice(code.lastIndexOf('.') + 1)]!;
  ACTIONS_BY_SCREEN[group.screen] = [...(ACTIONS_BY_SCREEN[group.screen] ?? []), { code, title }];
}

export const ACTION_PERMISSIONS: string[] = Object.values(ACTIONS_BY_SCREEN).flatMap((list) =>
  list.map((x) => x.code),
);

export const ALL_PERMISSIONS: string[] = [...SCREEN_PERMISSIONS, ...ACTION_PERMISSIONS];

/** Permissions only the platform holds: a press can never be given them. */
export const PLATFORM_ONLY_PERMISSIONS: string[] = ALL_PERMISSIONS.filter(
  (p) =>
    p.startsWith('manage.corporateManagement') ||
    p.startsWith('operation.administration') ||
    // Jobs of every press run in one queue: only the platform sees them.
    p.startsWith('manage.jobs') ||
    p === 'manage.journalReview.decide',
);

/** A route's declaration: public, any signed-in person, or a permission (any one of a list). */
/**
 * Who may call a route: anybody (`public`, still signed), any signed-in staff member about themself
 * (`session`), a signed-in author of a journal's submission site (`author`: an author's session of the
 * one session store, signed like staff), or staff holding one of the permissions.
 */
export type RouteAccess = 'public' | 'session' | 'author' | { permission: string | string[] };

export function permissionsOf(access: RouteAccess): string[] {
  return typeof access === 'object' ? [access.permission].flat() : [];
}

export function isKnownPermission(code: string): boolean {
  return ALL_PERMISSIONS.includes(code);
}
