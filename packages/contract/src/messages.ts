import { CARD_MESSAGES } from './cardMessages.ts';
import { CONFIRMATION_MESSAGES } from './confirmationMessages.ts';
import { ORDERED_ROWS_MAX } from './constants.ts';
import { CROSSREF_MESSAGES } from './crossrefMessages.ts';
import type { Bilingual } from './i18n.ts';
import { MAILING_MESSAGES } from './mailingMessages.ts';
import { REVISION_MESSAGES } from './revisionMessages.ts';
import { WITHDRAWAL_MESSAGES } from './withdrawalMessages.ts';

/**
 * Field messages used by the schemas. A schema names the key as its zod error; the server turns the
 * key into both languages for a 400 answer and the web form shows the one of the current language.
 */
export const FIELD_MESSAGES = {
  required: { zh: '此项不能为空', en: 'This field is required' },
  invalid: { zh: '格式不正确', en: 'Invalid value' },
  tooLong: { zh: '内容过长', en: 'Too long' },
  'text.hidden': {
    zh: '含有不允许的控制字符或文字方向字符，请删除后重试',
    en: 'Contains control or text-direction characters that are not allowed: remove them and try again',
  },
  'int.range': { zh: '数值超出允许范围', en: 'The number is out of range' },
  'input.deep': { zh: '数据嵌套层级过深', en: 'The data is nested too deeply' },
  'order.full': {
    zh: `每个期刊最多 ${ORDERED_ROWS_MAX} 项，请修改一项不再使用的名称后重新启用`,
    en: `A journal keeps at most ${ORDERED_ROWS_MAX} of these: rename one no longer in use and enable it`,
  },
  'phone.empty': { zh: '手机号码不能为空', en: 'Phone number cannot be empty' },
  'phone.format': { zh: '手机号码格式错误', en: 'Phone number format is wrong' },
  'account.empty': { zh: '请输入账号', en: 'Enter your account' },
  'password.empty': { zh: '请输入密码', en: 'Enter your password' },
  'password.policy': {
    zh: '密码须为 8 到 32 位，且同时包含字母和数字',
    en: 'The password must be 8 to 32 characters and contain both letters and digits',
  },
  'password.oneProof': {
    zh: '请只提交密码或密码密钥中的一项',
    en: 'Send either the password or the password key, not both',
  },
  'password.same': { zh: '新密码不能与原密码相同', en: 'The new password must differ from the current one' },
  'code.format': { zh: '验证码为 6 位数字', en: 'The code is 6 digits' },
  'name.empty': { zh: '姓名不能为空', en: 'Name cannot be empty' },
  'name.long': { zh: '姓名不能超过 30 个字符', en: 'Name must be at most 30 characters' },
  'perId.invalid': { zh: '人员编号不正确', en: 'Invalid person id' },
  'press.code': {
    zh: '出版社编码为 2 到 20 位字母、数字、下划线或连字符，以字母开头',
    en: 'The press code is 2 to 20 letters, digits, _ or -, starting with a letter',
  },
  'journal.code': {
    zh: '期刊代码为 2 到 32 位小写字母、数字或连字符，以字母开头',
    en: 'The journal code is 2 to 32 lowercase letters, digits or -, starting with a letter',
  },
  'journal.codeTaken': { zh: '该期刊代码已被使用', en: 'This journal code is already taken' },
  'journal.doiPrefixTaken': {
    zh: '该 DOI 前缀已由其他出版社使用，请填写本社在 Crossref 注册的前缀',
    en: 'Another press uses this DOI prefix: give the prefix your press registered with Crossref',
  },
  'account.format': {
    zh: '账号为 3 到 32 位字母、数字、下划线、点或连字符，以字母开头',
    en: 'The account is 3 to 32 letters, digits, _, . or -, starting with a letter',
  },
  'adminType.invalid': { zh: '请选择人员类型', en: 'Choose the staff type' },
  'journal.issn': { zh: 'ISSN 格式为 1234-567X', en: 'An ISSN looks like 1234-567X' },
  'journal.doiPrefix': { zh: 'DOI 前缀格式为 10.12345', en: 'A DOI prefix looks like 10.12345' },
  'journal.doiPattern': {
    zh: 'DOI 后缀规则须含 {seq}、{number} 和 {year} 或 {volume}，其余只能是字母、数字和 ._;()/-',
    en: 'A DOI suffix pattern needs {seq}, {number} and {year} or {volume}; other characters: letters, digits and ._;()/-',
  },
  'journal.cn': { zh: 'CN 号格式为 11-1234/TP', en: 'A CN number looks like 11-1234/TP' },
  'money.fen': { zh: '金额须为整数分', en: 'Amounts are whole fen' },
  'fee.range': { zh: '结束日期不能早于开始日期', en: 'The end date cannot be before the start date' },
  'settings.seq': {
    zh: '稿件编号格式须包含 {SEQ} 或 {SEQ:n}',
    en: 'The number format must contain {SEQ} or {SEQ:n}',
  },
  'invoice.taxpayerId': {
    zh: '纳税人识别号为 18 位统一社会信用代码（或 15、20 位旧税号）',
    en: 'A taxpayer ID is the 18-character unified social credit code (or an older 15 or 20 characters)',
  },
  'invoice.number': { zh: '数电票号码为 20 位数字', en: 'A digital invoice number is 20 digits' },
  'score.weights': {
    zh: '各评分项权重之和须为 100',
    en: 'The weights of the score items must add up to 100',
  },
  'roles.empty': { zh: '请至少选择一个角色', en: 'Choose at least one role' },
  'annexKind.duplicate': { zh: '附件名称重复', en: 'This annex is listed twice' },
  'authors.corresponding': {
    zh: '请指定且只指定一位通讯作者',
    en: 'Mark exactly one corresponding author',
  },
  'file.required': { zh: '请选择要上传的文件', en: 'Choose a file to upload' },
  'file.empty': { zh: '文件内容为空', en: 'The file is empty' },
  'file.tooLarge': { zh: '文件超过允许的大小', en: 'The file is larger than allowed' },
  'file.type': {
    zh: '文件类型不允许（按文件内容判断，而非扩展名）',
    en: 'This type of file is not allowed (judged by its content, not its name)',
  },
  'file.name': { zh: '文件名不合法', en: 'The file name is not allowed' },
  'file.kind': { zh: '该文件不能用于此处', en: 'This file cannot be used here' },
  'file.nameMissing': { zh: '上传的文件没有文件名', en: 'The uploaded file has no name' },
  'file.nameControl': {
    zh: '文件名含有不可见的文字方向控制字符，请重命名后再上传',
    en: 'The file name contains invisible text-direction characters: rename the file and upload it again',
  },
  'file.field': {
    zh: '文件应放在表单的 file 字段中上传',
    en: 'Send the file in the form field named "file"',
  },
  'file.count': { zh: '每次只能上传一个文件', en: 'Upload one file at a time' },
  'file.tooMany': { zh: '一次上传的文件太多', en: 'Too many files in one upload' },
  'file.incomplete': {
    zh: '文件未完整送达，请重新上传',
    en: 'The file did not arrive whole: upload it again',
  },
  'file.timeout': {
    zh: '文件上传停顿过久或用时过长，请重新上传',
    en: 'The upload stalled or took too long: upload the file again',
  },
  'file.inflated': {
    zh: '该文档或压缩包解压后过大（或条目过多），不予接收',
    en: 'This document or archive unpacks to more than allowed (or holds too many entries)',
  },
  'assignee.outside': {
    zh: '此人不在本环节的编辑组中，或没有本环节的审稿权限',
    en: 'This person is not in the stage’s editor group or may not review at this stage',
  },
  'expert.notInPool': {
    zh: '此人不是本社专家库中的在用专家',
    en: 'This person is not an active expert of the press’s pool',
  },
  'expert.conflict': {
    zh: '该专家与稿件存在利益冲突或已被邀请',
    en: 'This expert has a conflict of interest with the manuscript or is already invited',
  },
  'bankAccount.format': { zh: '银行账号应为 8 至 30 位数字', en: 'A bank account number is 8 to 30 digits' },
  'invitation.state': {
    zh: '该邀请当前状态不允许此操作',
    en: 'The invitation’s state does not allow this',
  },
  'file.notAnonymisable': {
    zh: '该文件无法去除作者信息（文件损坏或无可读文本），请联系编辑部',
    en: 'The author details cannot be removed from this file (damaged or no readable text): contact the editorial office',
  },
  'review.incomplete': {
    zh: '请为每一项评分，并给出推荐意见和给作者的意见',
    en: 'Score every item and give a recommendation and comments to the author',
  },
  'review.score': { zh: '评分超出评分表的分值范围', en: 'A score is outside the score sheet’s scale' },
  'remind.nobody': {
    zh: '稿件当前环节尚未分配给任何人',
    en: 'The manuscript’s stage is not allocated to anybody',
  },
  'assignee.full': {
    zh: '此人待处理稿件已达上限',
    en: 'This person has reached their cap of open manuscripts',
  },
  'subjects.outside': {
    zh: '所选学科不属于本社的学科体系',
    en: 'A chosen subject is not one of the press’s subjects',
  },
  'similarity.notDone': {
    zh: '该稿件还没有已完成的查重报告，不能通过查重',
    en: 'The manuscript has no finished duplicate check report yet, so it cannot pass the check',
  },
  'outbox.notResendable': {
    zh: '该消息仍在发送队列中或没有收件地址，不能重发',
    en: 'This message is still queued or has no recipient; it cannot be resent',
  },
  'message.empty': { zh: '请输入留言内容', en: 'Write a message' },
  'message.tooLong': { zh: '留言不能超过 2000 个字', en: 'A message may be at most 2,000 characters' },
  'conversation.closed': {
    zh: '专家接受邀请后、邀请结束前才能在此留言',
    en: 'Messages can be written here once the expert has accepted and until the invitation ends',
  },
  'range.tooLong': { zh: '日期范围不能超过 366 天', en: 'A date range may be at most 366 days' },
  'commission.rate': {
    zh: '提成比例须在 0 到 100% 之间，最多两位小数',
    en: 'The rate is 0 to 100%, at most two decimals',
  },
  'scheduling.otherJournal': {
    zh: '该期次不属于稿件所在期刊',
    en: 'This issue is not one of the manuscript’s journal',
  },
  'scheduling.published': {
    zh: '该期次已出版，不能再排入稿件',
    en: 'This issue is published and takes no more articles',
  },
  'scheduling.sameIssue': { zh: '稿件已在该期次中', en: 'The manuscript is already in this issue' },
  'scheduling.full': { zh: '该期次的目录已满', en: 'This issue’s table of contents is full' },
  'scheduling.sameType': { zh: '排期类型没有变化', en: 'The scheduling type is unchanged' },
  'scheduling.contentsChanged': {
    zh: '本期目录已被他人修改，请刷新后重新排序',
    en: 'Someone changed this issue’s contents meanwhile: reload it and order it again',
  },
  'scheduling.notPlaced': { zh: '该稿件不在任何期次中', en: 'The manuscript is not placed in an issue' },
  'typesetting.notTypesetter': {
    zh: '该人员不能承担本刊的排版（须为本社在职、负责本刊且有排版权限的人员）',
    en: 'This person cannot typeset the journal (an active member of the press who works the journal and may typeset)',
  },
  'typesetting.roundClosed': {
    zh: '该校次已结束（或尚未开始），不能再修改标注',
    en: 'This proof round is closed (or not open yet): its marks cannot change',
  },
  'typesetting.checkClosed': {
    zh: '该校次的标注现在不能核对（须在下一校次或出片时、修改稿交回之后）',
    en: 'These marks cannot be checked now (only once the revision is in: at the next proof or at film output)',
  },
  'typesetting.carriedMark': {
    zh: '这条标注是核对时转入的，请在核对中改为已改正',
    en: 'This mark was carried on from the check: record it fixed there instead',
  },
  'typesetting.noProof': { zh: '该校次还没有校样 PDF', en: 'This round has no proof PDF yet' },
  'typesetting.notYourMark': { zh: '只能撤回自己的标注', en: 'Only your own marks can be taken back' },
  'typesetting.authorNotProofreading': {
    zh: '本刊不请作者在线校对清样',
    en: 'This journal does not have its authors read the proofs online',
  },
  'typesetting.notAtProof': {
    zh: '稿件当前不在校对中，没有可校对的清样',
    en: 'The manuscript is not at a proof round: there is no proof to read now',
  },
  'typesetting.batchUnmatched': {
    zh: '文件名中没有您待交校样的稿件的稿号',
    en: 'The file name has the article number of none of your manuscripts waiting for a proof',
  },
  'typesetting.batchDuplicate': { zh: '同一篇稿件有多个 PDF', en: 'More than one PDF for one manuscript' },
  'typesetting.duePast': { zh: '完成日期不能早于今天', en: 'The due date cannot be before today' },
  'typesetting.notYourProof': {
    zh: '请上传本次的校样 PDF（须为您本人刚上传、尚未用于其他稿件的校样文件）',
    en: 'Upload this round’s proof PDF (a proof file you uploaded, not used for another manuscript)',
  },
  'film.entryName': { zh: '压缩包中有不安全的路径', en: 'The zip has an unsafe path' },
  'film.encrypted': { zh: '压缩包中有加密的文件', en: 'The zip has an encrypted file' },
  'film.nested': { zh: '压缩包中不能再含压缩包', en: 'The zip may not hold another archive' },
  'film.notPdf': { zh: '压缩包中只能是 PDF 文件', en: 'The zip may hold only PDF files' },
  'film.pdfUnreadable': { zh: 'PDF 无法打开', en: 'The PDF does not open' },
  'film.noPdf': { zh: '压缩包中没有 PDF', en: 'The zip holds no PDF' },
  'film.unmatched': {
    zh: '文件名中没有本期稿件的稿号',
    en: 'The file name has the article number of no article of this issue',
  },
  'film.duplicate': { zh: '同一篇稿件有多个 PDF', en: 'More than one PDF for one article' },
  'film.missing': { zh: '缺少这篇稿件的 PDF', en: 'The PDF of this article is missing' },
  'issueProduction.stage': {
    zh: '该期次不在这一环节（可能已被他人处理，请刷新）',
    en: 'The issue is not at this step (someone may have moved it; refresh)',
  },
  'issueProduction.behind': {
    zh: '本期还有稿件未到这一环节',
    en: 'Not every article of the issue has reached this step',
  },
  'issueProduction.mixedProcesses': {
    zh: '本期稿件的出版流程不同，下一步各不相同，无法整期流转；请将流程不同的稿件调整到其他期次',
    en: 'The issue’s articles follow production processes whose next steps differ, so the issue cannot move as one; move those articles to another issue',
  },
  'issueProduction.empty': { zh: '该期次没有稿件', en: 'The issue has no articles' },
  'issueProduction.marksUnchecked': {
    zh: '本期有稿件末轮的校对标记尚未核对，请先在“校样核对”中核对后再出片',
    en: 'Some articles’ last-round proof marks are not checked yet; check them on Proof check before the film output',
  },
  'printing.notStarted': { zh: '该期次尚未开始印刷', en: 'The issue’s printing has not started' },
  'printing.complete': {
    zh: '该期次的印刷已登记完成',
    en: 'The issue’s printing is already recorded as complete',
  },
  'publication.noDoiPrefix': {
    zh: '请先在期刊设置中填写 DOI 前缀',
    en: 'Set the journal’s DOI prefix in its settings first',
  },
  'publication.pages': {
    zh: '本期还有稿件没有页数，请先在排期目录中填写',
    en: 'An article of the issue has no page count yet: set it in the scheduling contents',
  },
  'publication.mailingFirst': {
    zh: '本刊的出版流程有邮寄环节，请先邮寄',
    en: 'The journal’s production process mails before publication: start the mailing first',
  },
  'publication.noMailing': {
    zh: '本刊的出版流程没有邮寄环节',
    en: 'The journal’s production process has no mailing step',
  },
  'publication.notPrinted': { zh: '该期次的印刷尚未完成', en: 'The issue’s printing is not complete yet' },
  'publication.future': { zh: '出版日期不能晚于今天', en: 'The publication date cannot be after today' },
  'publication.doiTaken': {
    zh: '生成的 DOI 已被使用，请调整 DOI 后缀规则',
    en: 'A DOI made is taken already: change the DOI suffix pattern',
  },
  'onlineEdit.layoutClosed': {
    zh: '稿件已出片或尚未排期，不能在线编辑；如需更正请到稿件修改',
    en: 'The manuscript is past its last proof round or not scheduled yet, so it cannot be edited online; correct it on its edit page',
  },
  'archive.notChecked': {
    zh: '请先通过归档检查（最近一次检查须在出版后且已通过）',
    en: 'Pass the archive check first (the newest check, after publication, must have passed)',
  },
  'publication.fileLost': {
    zh: '文件存储中找不到这篇稿件的终版文件，请先做归档检查',
    en: 'The final files of this article are missing from the file store; run the archive check',
  },
  'publication.tooLarge': {
    zh: '本期终版文件超过 4 GB，无法打成一个压缩包',
    en: 'The issue’s final files pass 4 GB and cannot go in one zip',
  },
  'publication.notPublished': { zh: '该期次尚未出版', en: 'The issue is not published yet' },
  'printing.beforeStart': {
    zh: '完成日期不能早于开始印刷的日期',
    en: 'The completion date cannot be before the printing started',
  },
  'publication.beforePrinting': {
    zh: '出版日期不能早于印刷完成的日期',
    en: 'The publication date cannot be before the printing was complete',
  },
  'printing.future': { zh: '完成日期不能晚于今天', en: 'The completion date cannot be after today' },
  ...MAILING_MESSAGES,
  ...CROSSREF_MESSAGES,
  ...WITHDRAWAL_MESSAGES,
  ...REVISION_MESSAGES,
  ...CARD_MESSAGES,
  ...CONFIRMATION_MESSAGES,
} satisfies Record<string, Bilingual>;

export type FieldMessageKey = keyof typeof FIELD_MESSAGES;

export function fieldMessage(key: string): Bilingual {
  return (FIELD_MESSAGES as Record<string, Bilingual>)[key] ?? FIELD_MESSAGES.invalid;
}
