import type { Bilingual, Lang } from './i18n.ts';

/**
 * The events the product tells people about (issue 11), each with the variables its templates may
 * use and the built-in wording in both languages. A press (or one of its journals) may override the
 * wording on /editorialReview/notify; without an override these apply. Templates are Liquid
 * (`{{ title }}`, `{% if dueDate %}…{% endif %}`); a variable not listed for the event is refused
 * when a template is saved.
 */
export const NOTIFICATION_VARIABLES = {
  articleNo: { zh: '稿件编号', en: 'Manuscript number' },
  title: { zh: '稿件标题', en: 'Title' },
  journal: { zh: '期刊名称', en: 'Journal' },
  author: { zh: '作者姓名', en: 'Author' },
  recipient: { zh: '收件人姓名', en: 'Recipient' },
  press: { zh: '出版社名称', en: 'Press' },
  dueDate: { zh: '截止日期', en: 'Due date' },
  amount: { zh: '金额（元）', en: 'Amount (yuan)' },
  reason: { zh: '原因或意见', en: 'Reason or comments' },
  message: { zh: '留言内容', en: 'Message' },
  sender: { zh: '发送人', en: 'Sender' },
  code: { zh: '验证码', en: 'Code' },
  link: { zh: '链接', en: 'Link' },
  count: { zh: '篇数', en: 'Count' },
  stage: { zh: '审稿环节', en: 'Stage' },
  authors: { zh: '作者（按署名顺序）', en: 'Authors (in byline order)' },
  day: { zh: '录用日期', en: 'Date of acceptance' },
  fee: { zh: '录用费（元，不收取时为空）', en: 'Acceptance fee (yuan; empty when none)' },
  facts: {
    zh: '录用信息表（单独一段时在此处放稿件编号、题目、作者、日期、录用费）',
    en: 'Facts table (on a paragraph of its own: number, title, authors, date, fee)',
  },
} as const satisfies Record<string, Bilingual>;

export type NotificationVariable = keyof typeof NOTIFICATION_VARIABLES;

export interface TemplateText {
  subject: string;
  body: string;
  /** The SMS wording; empty: the event sends no SMS. */
  sms: string;
}

export interface NotificationEvent {
  label: Bilingual;
  /** Who receives it: the author, a staff member, an external expert. */
  audience: 'author' | 'staff' | 'expert';
  variables: readonly NotificationVariable[];
  defaults: Record<Lang, TemplateText>;
  /**
   * A document the product makes (a PDF), not a message: the subject is its title and the body its
   * text, paragraphs separated by blank lines. It has no SMS, is never sent by itself and cannot be
   * switched off.
   */
  document?: true;
}

const MS = ['articleNo', 'title', 'journal', 'author', 'recipient', 'press', 'link'] as const;

export const NOTIFICATION_EVENTS = {
  submissionReceived: {
    label: { zh: '投稿成功', en: 'Submission received' },
    audience: 'author',
    variables: MS,
    defaults: {
      'zh-CN': {
        subject: '【{{ journal }}】稿件 {{ articleNo }} 已收到',
        body: '{{ recipient }}，您好：\n\n您的稿件《{{ title }}》已投稿成功，稿件编号 {{ articleNo }}。\n您可以在投稿系统中查看稿件进度：{{ link }}\n\n{{ journal }} 编辑部',
        sms: '【{{ journal }}】您的稿件《{{ title }}》已收到，编号 {{ articleNo }}。',
      },
      'en-US': {
        subject: '[{{ journal }}] Manuscript {{ articleNo }} received',
        body: 'Dear {{ recipient }},\n\nYour manuscript "{{ title }}" has been received under number {{ articleNo }}.\nFollow its progress at {{ link }}\n\nEditorial office, {{ journal }}',
        sms: '',
      },
    },
  },
  paymentRequested: {
    label: { zh: '缴费通知', en: 'Payment requested' },
    audience: 'author',
    variables: [...MS, 'amount', 'dueDate'],
    defaults: {
      'zh-CN': {
        subject: '【{{ journal }}】稿件 {{ articleNo }} 待缴费',
        body: '{{ recipient }}，您好：\n\n稿件《{{ title }}》需缴纳费用 {{ amount }} 元{% if dueDate %}，请于 {{ dueDate }} 前完成{% endif %}。\n缴费与进度：{{ link }}\n\n{{ journal }} 编辑部',
        sms: '【{{ journal }}】稿件 {{ articleNo }} 待缴费 {{ amount }} 元。',
      },
      'en-US': {
        subject: '[{{ journal }}] Payment due for manuscript {{ articleNo }}',
        body: 'Dear {{ recipient }},\n\nA fee of {{ amount }} yuan is due for "{{ title }}"{% if dueDate %} by {{ dueDate }}{% endif %}.\nDetails: {{ link }}\n\nEditorial office, {{ journal }}',
        sms: '',
      },
    },
  },
  paymentConfirmed: {
    label: { zh: '缴费确认', en: 'Payment confirmed' },
    audience: 'author',
    variables: [...MS, 'amount'],
    defaults: {
      'zh-CN': {
        subject: '【{{ journal }}】稿件 {{ articleNo }} 费用已确认',
        body: '{{ recipient }}，您好：\n\n稿件《{{ title }}》的费用 {{ amount }} 元已确认到账，稿件已进入审稿流程。\n\n{{ journal }} 编辑部',
        sms: '',
      },
      'en-US': {
        subject: '[{{ journal }}] Payment for {{ articleNo }} confirmed',
        body: 'Dear {{ recipient }},\n\nWe have received {{ amount }} yuan for "{{ title }}"; the manuscript now enters review.\n\nEditorial office, {{ journal }}',
        sms: '',
      },
    },
  },
  assigned: {
    label: { zh: '分配稿件', en: 'Assigned to you' },
    audience: 'staff',
    variables: [...MS, 'dueDate'],
    defaults: {
      'zh-CN': {
        subject: '新的待办稿件 {{ articleNo }}',
        body: '{{ recipient }}，您好：\n\n稿件《{{ title }}》（{{ articleNo }}，{{ journal }}）已分配给您{% if dueDate %}，请于 {{ dueDate }} 前处理{% endif %}。\n{{ link }}',
        sms: '',
      },
      'en-US': {
        subject: 'New manuscript for you: {{ articleNo }}',
        body: 'Dear {{ recipient }},\n\n"{{ title }}" ({{ articleNo }}, {{ journal }}) has been assigned to you{% if dueDate %}, due {{ dueDate }}{% endif %}.\n{{ link }}',
        sms: '',
      },
    },
  },
  /** Many manuscripts allocated to one person at once (one-key allocation, batch allocation): one notice. */
  assignedMany: {
    label: { zh: '批量分配稿件', en: 'Several assigned to you' },
    audience: 'staff',
    variables: ['recipient', 'press', 'count', 'stage', 'link'],
    defaults: {
      'zh-CN': {
        subject: '新的待办稿件 {{ count }} 篇（{{ stage }}）',
        body: '{{ recipient }}，您好：\n\n{{ count }} 篇稿件的{{ stage }}已分配给您，请及时处理。\n{{ link }}',
        sms: '',
      },
      'en-US': {
        subject: '{{ count }} new manuscripts for you ({{ stage }})',
        body: 'Dear {{ recipient }},\n\n{{ count }} manuscripts have been assigned to you for {{ stage }}.\n{{ link }}',
        sms: '',
      },
    },
  },
  expertInvitation: {
    label: { zh: '审稿邀请', en: 'Review invitation' },
    audience: 'expert',
    variables: [...MS, 'dueDate'],
    defaults: {
      'zh-CN': {
        subject: '【{{ journal }}】审稿邀请：{{ title }}',
        body: '{{ recipient }}专家，您好：\n\n诚邀您审阅稿件《{{ title }}》（{{ articleNo }}），请于 {{ dueDate }} 前提交审稿意见。\n{{ link }}\n\n{{ journal }} 编辑部',
        sms: '【{{ journal }}】诚邀您审阅稿件 {{ articleNo }}，请于 {{ dueDate }} 前完成。',
      },
      'en-US': {
        subject: '[{{ journal }}] Invitation to review: {{ title }}',
        body: 'Dear {{ recipient }},\n\nWe invite you to review "{{ title }}" ({{ articleNo }}); please send your report by {{ dueDate }}.\n{{ link }}\n\nEditorial office, {{ journal }}',
        sms: '',
      },
    },
  },
  expertReminder: {
    label: { zh: '审稿催审', en: 'Review reminder' },
    audience: 'expert',
    variables: [...MS, 'dueDate'],
    defaults: {
      'zh-CN': {
        subject: '【{{ journal }}】审稿提醒：{{ articleNo }}',
        body: '{{ recipient }}专家，您好：\n\n稿件《{{ title }}》的审稿截止日期为 {{ dueDate }}，烦请尽快提交意见。\n{{ link }}',
        sms: '【{{ journal }}】稿件 {{ articleNo }} 审稿截止 {{ dueDate }}，请尽快处理。',
      },
      'en-US': {
        subject: '[{{ journal }}] Reminder: review of {{ articleNo }}',
        body: 'Dear {{ recipient }},\n\nYour review of "{{ title }}" is due {{ dueDate }}.\n{{ link }}',
        sms: '',
      },
    },
  },
  expertThanks: {
    label: { zh: '审稿致谢', en: 'Thanks for reviewing' },
    audience: 'expert',
    variables: MS,
    defaults: {
      'zh-CN': {
        subject: '【{{ journal }}】感谢您的审稿',
        body: '{{ recipient }}专家，您好：\n\n感谢您审阅稿件《{{ title }}》（{{ articleNo }}）。\n\n{{ journal }} 编辑部',
        sms: '',
      },
      'en-US': {
        subject: '[{{ journal }}] Thank you for your review',
        body: 'Dear {{ recipient }},\n\nThank you for reviewing "{{ title }}" ({{ articleNo }}).\n\nEditorial office, {{ journal }}',
        sms: '',
      },
    },
  },
  revisionRequested: {
    label: { zh: '退修通知', en: 'Revision requested' },
    audience: 'author',
    variables: [...MS, 'dueDate', 'reason'],
    defaults: {
      'zh-CN': {
        subject: '【{{ journal }}】稿件 {{ articleNo }} 需修改',
        body: '{{ recipient }}，您好：\n\n稿件《{{ title }}》需要修改{% if dueDate %}，请于 {{ dueDate }} 前提交修改稿{% endif %}。\n\n意见：\n{{ reason }}\n\n{{ link }}',
        sms: '【{{ journal }}】稿件 {{ articleNo }} 需修改，请登录投稿系统查看意见。',
      },
      'en-US': {
        subject: '[{{ journal }}] Revision requested for {{ articleNo }}',
        body: 'Dear {{ recipient }},\n\n"{{ title }}" needs revision{% if dueDate %}; please submit it by {{ dueDate }}{% endif %}.\n\nComments:\n{{ reason }}\n\n{{ link }}',
        sms: '',
      },
    },
  },
  annexSupplement: {
    label: { zh: '补充附件通知', en: 'Annex supplement asked' },
    audience: 'author',
    variables: [...MS, 'reason'],
    defaults: {
      'zh-CN': {
        subject: '【{{ journal }}】稿件 {{ articleNo }} 需补充附件',
        body: '{{ recipient }}，您好：\n\n稿件《{{ title }}》的附件需要补充：\n{{ reason }}\n\n请登录投稿系统上传补充材料：{{ link }}\n\n{{ journal }} 编辑部',
        sms: '【{{ journal }}】稿件 {{ articleNo }} 需补充附件，请登录投稿系统查看。',
      },
      'en-US': {
        subject: '[{{ journal }}] Annexes to supplement for {{ articleNo }}',
        body: 'Dear {{ recipient }},\n\nThe annexes of "{{ title }}" need a supplement:\n{{ reason }}\n\nPlease upload it at {{ link }}\n\nEditorial office, {{ journal }}',
        sms: '',
      },
    },
  },
  accepted: {
    label: { zh: '录用通知', en: 'Acceptance notice' },
    audience: 'author',
    variables: MS,
    defaults: {
      'zh-CN': {
        subject: '【{{ journal }}】录用通知：{{ title }}',
        body: '{{ recipient }}，您好：\n\n祝贺！您的稿件《{{ title }}》（{{ articleNo }}）已被 {{ journal }} 录用。\n{{ link }}',
        sms: '【{{ journal }}】祝贺，稿件 {{ articleNo }} 已录用。',
      },
      'en-US': {
        subject: '[{{ journal }}] Accepted: {{ title }}',
        body: 'Dear {{ recipient }},\n\nCongratulations: "{{ title }}" ({{ articleNo }}) has been accepted by {{ journal }}.\n{{ link }}',
        sms: '',
      },
    },
  },
  /**
   * The acceptance letter (PDF) made when acceptance is confirmed and attached to the `accepted`
   * notice (server review/acceptanceLetter.ts): the facts table and the signature are built in.
   */
  acceptanceLetter: {
    label: { zh: '录用通知书', en: 'Acceptance letter (PDF)' },
    audience: 'author',
    document: true,
    variables: ['articleNo', 'title', 'journal', 'press', 'authors', 'day', 'fee', 'facts'],
    defaults: {
      'zh-CN': {
        subject: '《{{ journal }}》录用通知',
        body: '尊敬的{{ authors }}：\n\n您投寄本刊的稿件《{{ title }}》（稿件编号 {{ articleNo }}）经审稿专家评审和编辑部终审，决定予以录用，特此通知。\n\n{{ facts }}\n\n稿件将进入排期、编校和出版流程，编辑部如需您修改校样将另行通知。感谢您对本刊的支持！',
        sms: '',
      },
      'en-US': {
        subject: '{{ journal }}: letter of acceptance',
        body: 'Dear {{ authors }},\n\nWe are pleased to inform you that your manuscript "{{ title }}" (No. {{ articleNo }}) has been accepted for publication in {{ journal }} after peer review and the editorial office\'s final review.\n\n{{ facts }}\n\nThe manuscript now enters scheduling, copy-editing and production; the editorial office will contact you if the proofs need your corrections. Thank you for your contribution to {{ journal }}.',
        sms: '',
      },
    },
  },
  rejected: {
    label: { zh: '退稿通知', en: 'Rejection letter' },
    audience: 'author',
    variables: [...MS, 'reason'],
    defaults: {
      'zh-CN': {
        subject: '【{{ journal }}】稿件 {{ articleNo }} 审稿结果',
        body: '{{ recipient }}，您好：\n\n很遗憾，您的稿件《{{ title }}》未能录用。\n\n意见：\n{{ reason }}\n\n感谢您对 {{ journal }} 的支持。',
        sms: '',
      },
      'en-US': {
        subject: '[{{ journal }}] Decision on {{ articleNo }}',
        body: 'Dear {{ recipient }},\n\nWe regret that "{{ title }}" cannot be accepted.\n\nComments:\n{{ reason }}\n\nThank you for considering {{ journal }}.',
        sms: '',
      },
    },
  },
  proofReady: {
    label: { zh: '校样待确认', en: 'Proof ready' },
    audience: 'author',
    variables: [...MS, 'dueDate'],
    defaults: {
      'zh-CN': {
        subject: '【{{ journal }}】稿件 {{ articleNo }} 校样待确认',
        body: '{{ recipient }}，您好：\n\n稿件《{{ title }}》的校样已生成，请于 {{ dueDate }} 前确认。\n{{ link }}',
        sms: '【{{ journal }}】稿件 {{ articleNo }} 校样待确认。',
      },
      'en-US': {
        subject: '[{{ journal }}] Proof of {{ articleNo }} ready',
        body: 'Dear {{ recipient }},\n\nThe proof of "{{ title }}" is ready; please check it by {{ dueDate }}.\n{{ link }}',
        sms: '',
      },
    },
  },
  published: {
    label: { zh: '出版通知', en: 'Published' },
    audience: 'author',
    variables: MS,
    defaults: {
      'zh-CN': {
        subject: '【{{ journal }}】稿件 {{ articleNo }} 已出版',
        body: '{{ recipient }}，您好：\n\n您的文章《{{ title }}》已在 {{ journal }} 出版。\n{{ link }}',
        sms: '',
      },
      'en-US': {
        subject: '[{{ journal }}] {{ articleNo }} published',
        body: 'Dear {{ recipient }},\n\nYour article "{{ title }}" has been published in {{ journal }}.\n{{ link }}',
        sms: '',
      },
    },
  },
  conversationMessage: {
    label: { zh: '稿件留言', en: 'Message on a manuscript' },
    audience: 'author',
    variables: [...MS, 'sender', 'message'],
    defaults: {
      'zh-CN': {
        subject: '【{{ journal }}】稿件 {{ articleNo }} 有新留言',
        body: '{{ recipient }}，您好：\n\n{{ sender }} 在稿件《{{ title }}》上给您留言：\n\n{{ message }}\n\n回复请登录：{{ link }}',
        sms: '',
      },
      'en-US': {
        subject: '[{{ journal }}] New message on {{ articleNo }}',
        body: 'Dear {{ recipient }},\n\n{{ sender }} wrote on "{{ title }}":\n\n{{ message }}\n\nReply at {{ link }}',
        sms: '',
      },
    },
  },
  withdrawalCode: {
    label: { zh: '撤稿验证码', en: 'Withdrawal code' },
    audience: 'author',
    variables: [...MS, 'code'],
    defaults: {
      'zh-CN': {
        subject: '【{{ journal }}】撤稿验证码',
        body: '您正在申请撤回稿件《{{ title }}》，验证码为 {{ code }}，5 分钟内有效。',
        sms: '【{{ journal }}】您正在申请撤回稿件 {{ articleNo }}，验证码为 {{ code }}，5 分钟内有效。',
      },
      'en-US': {
        subject: '[{{ journal }}] Withdrawal code',
        body: 'You asked to withdraw "{{ title }}". Your code is {{ code }}, valid for 5 minutes.',
        sms: '',
      },
    },
  },
  withdrawalPassed: {
    label: { zh: '撤稿通过', en: 'Withdrawal passed' },
    audience: 'author',
    variables: [...MS, 'reason'],
    defaults: {
      'zh-CN': {
        subject: '【{{ journal }}】稿件 {{ articleNo }} 已撤稿',
        body: '{{ recipient }}，您好：\n\n您撤回稿件《{{ title }}》的申请已通过，稿件已撤稿。{% if reason %}\n\n意见：\n{{ reason }}{% endif %}\n已缴纳的费用将按退款流程退回。\n{{ link }}\n\n{{ journal }} 编辑部',
        sms: '【{{ journal }}】您撤回稿件 {{ articleNo }} 的申请已通过。',
      },
      'en-US': {
        subject: '[{{ journal }}] {{ articleNo }} withdrawn',
        body: 'Dear {{ recipient }},\n\nYour request to withdraw "{{ title }}" has been passed; the manuscript is withdrawn.{% if reason %}\n\nComments:\n{{ reason }}{% endif %}\nFees paid are refunded through the refund review.\n{{ link }}\n\nEditorial office, {{ journal }}',
        sms: '',
      },
    },
  },
  withdrawalRejected: {
    label: { zh: '撤稿驳回', en: 'Withdrawal rejected' },
    audience: 'author',
    variables: [...MS, 'reason'],
    defaults: {
      'zh-CN': {
        subject: '【{{ journal }}】稿件 {{ articleNo }} 撤稿申请未通过',
        body: '{{ recipient }}，您好：\n\n您撤回稿件《{{ title }}》的申请未通过，稿件继续处理。\n\n原因：\n{{ reason }}\n{{ link }}\n\n{{ journal }} 编辑部',
        sms: '【{{ journal }}】您撤回稿件 {{ articleNo }} 的申请未通过：{{ reason }}',
      },
      'en-US': {
        subject: '[{{ journal }}] Withdrawal of {{ articleNo }} not passed',
        body: 'Dear {{ recipient }},\n\nYour request to withdraw "{{ title }}" was not passed; the manuscript stays in process.\n\nReason:\n{{ reason }}\n{{ link }}\n\nEditorial office, {{ journal }}',
        sms: '',
      },
    },
  },
  revisionPassed: {
    label: { zh: '修改申请通过', en: 'Revision application passed' },
    audience: 'author',
    variables: [...MS, 'reason'],
    defaults: {
      'zh-CN': {
        subject: '【{{ journal }}】稿件 {{ articleNo }} 修改申请已通过',
        body: '{{ recipient }}，您好：\n\n您对稿件《{{ title }}》信息的修改申请已通过，稿件信息已按申请修改。{% if reason %}\n\n意见：\n{{ reason }}{% endif %}\n{{ link }}\n\n{{ journal }} 编辑部',
        sms: '【{{ journal }}】您对稿件 {{ articleNo }} 的修改申请已通过。',
      },
      'en-US': {
        subject: '[{{ journal }}] Revision of {{ articleNo }} passed',
        body: 'Dear {{ recipient }},\n\nYour application to change the details of "{{ title }}" has been passed; the details are changed.{% if reason %}\n\nComments:\n{{ reason }}{% endif %}\n{{ link }}\n\nEditorial office, {{ journal }}',
        sms: '',
      },
    },
  },
  revisionFailed: {
    label: { zh: '修改申请未通过', en: 'Revision application failed' },
    audience: 'author',
    variables: [...MS, 'reason'],
    defaults: {
      'zh-CN': {
        subject: '【{{ journal }}】稿件 {{ articleNo }} 修改申请未通过',
        body: '{{ recipient }}，您好：\n\n您对稿件《{{ title }}》信息的修改申请未通过，稿件信息未修改。\n\n原因：\n{{ reason }}\n{{ link }}\n\n{{ journal }} 编辑部',
        sms: '【{{ journal }}】您对稿件 {{ articleNo }} 的修改申请未通过：{{ reason }}',
      },
      'en-US': {
        subject: '[{{ journal }}] Revision of {{ articleNo }} not passed',
        body: 'Dear {{ recipient }},\n\nYour application to change the details of "{{ title }}" was not passed; the details stay as they were.\n\nReason:\n{{ reason }}\n{{ link }}\n\nEditorial office, {{ journal }}',
        sms: '',
      },
    },
  },
  fundAuditPassed: {
    label: { zh: '基金审核通过', en: 'Fund audit passed' },
    audience: 'author',
    variables: [...MS, 'reason'],
    defaults: {
      'zh-CN': {
        subject: '【{{ journal }}】稿件 {{ articleNo }} 基金审核已通过',
        body: '{{ recipient }}，您好：\n\n稿件《{{ title }}》所填基金已审核通过。{% if reason %}\n\n意见：\n{{ reason }}{% endif %}\n{{ link }}\n\n{{ journal }} 编辑部',
        sms: '',
      },
      'en-US': {
        subject: '[{{ journal }}] Fund of {{ articleNo }} verified',
        body: 'Dear {{ recipient }},\n\nThe fund declared for "{{ title }}" has been verified.{% if reason %}\n\nComments:\n{{ reason }}{% endif %}\n{{ link }}\n\nEditorial office, {{ journal }}',
        sms: '',
      },
    },
  },
  fundAuditFailed: {
    label: { zh: '基金审核未通过', en: 'Fund audit failed' },
    audience: 'author',
    variables: [...MS, 'reason'],
    defaults: {
      'zh-CN': {
        subject: '【{{ journal }}】稿件 {{ articleNo }} 基金审核未通过',
        body: '{{ recipient }}，您好：\n\n稿件《{{ title }}》所填基金审核未通过。请在作者中心通过"修改申请"更正基金信息（名称、编号、级别）并附基金证明。\n\n原因：\n{{ reason }}\n{{ link }}\n\n{{ journal }} 编辑部',
        sms: '【{{ journal }}】稿件 {{ articleNo }} 基金审核未通过：{{ reason }}。请通过修改申请更正基金信息。',
      },
      'en-US': {
        subject: '[{{ journal }}] Fund of {{ articleNo }} not verified',
        body: 'Dear {{ recipient }},\n\nThe fund declared for "{{ title }}" could not be verified. Please correct the fund (name, number, level) through a revision application on the author site, with the fund\'s certificate.\n\nReason:\n{{ reason }}\n{{ link }}\n\nEditorial office, {{ journal }}',
        sms: '',
      },
    },
  },
  passwordCode: {
    label: { zh: '密码验证码', en: 'Password code' },
    audience: 'staff',
    variables: ['recipient', 'press', 'code'],
    defaults: {
      'zh-CN': {
        subject: '密码重置验证码',
        body: '{{ recipient }}，您好：您的验证码为 {{ code }}，5 分钟内有效。',
        sms: '您的验证码为 {{ code }}，5 分钟内有效。',
      },
      'en-US': {
        subject: 'Password reset code',
        body: 'Dear {{ recipient }}, your code is {{ code }}, valid for 5 minutes.',
        sms: '',
      },
    },
  },
  invoiceIssued: {
    label: { zh: '发票已开具', en: 'Invoice issued' },
    audience: 'author',
    variables: [...MS, 'amount'],
    defaults: {
      'zh-CN': {
        subject: '【{{ journal }}】您申请的发票已开具',
        body: '{{ recipient }}，您好：\n\n您为稿件《{{ title }}》（{{ articleNo }}）申请的发票（金额 {{ amount }} 元）已开具，电子发票见附件，也可在投稿系统中下载：{{ link }}\n\n{{ journal }} 编辑部',
        sms: '',
      },
      'en-US': {
        subject: '[{{ journal }}] Your invoice has been issued',
        body: 'Dear {{ recipient }},\n\nThe invoice you asked for on "{{ title }}" ({{ articleNo }}), {{ amount }} yuan, has been issued. The e-invoice is attached; it can also be downloaded at {{ link }}\n\nEditorial office, {{ journal }}',
        sms: '',
      },
    },
  },
  invoiceRefused: {
    label: { zh: '发票申请未通过', en: 'Invoice request refused' },
    audience: 'author',
    variables: [...MS, 'amount', 'reason'],
    defaults: {
      'zh-CN': {
        subject: '【{{ journal }}】您的发票申请未通过',
        body: '{{ recipient }}，您好：\n\n您为稿件《{{ title }}》（{{ articleNo }}）申请的发票（金额 {{ amount }} 元）未能开具，原因：{{ reason }}\n您可以修改信息后重新申请：{{ link }}\n\n{{ journal }} 编辑部',
        sms: '',
      },
      'en-US': {
        subject: '[{{ journal }}] Your invoice request was refused',
        body: 'Dear {{ recipient }},\n\nThe invoice you asked for on "{{ title }}" ({{ articleNo }}), {{ amount }} yuan, was not issued: {{ reason }}\nYou may correct the details and ask again at {{ link }}\n\nEditorial office, {{ journal }}',
        sms: '',
      },
    },
  },
} as const satisfies Record<string, NotificationEvent>;

export type NotificationEventName = keyof typeof NOTIFICATION_EVENTS;

export const NOTIFICATION_EVENT_NAMES = Object.keys(NOTIFICATION_EVENTS) as NotificationEventName[];

/** Whether the event's wording is a document's (a PDF the product makes), not a message's. */
export function isDocumentEvent(event: NotificationEventName): boolean {
  const e: NotificationEvent = NOTIFICATION_EVENTS[event];
  return e.document === true;
}

/** The events that are sent as messages (the outbox's events): every one but the documents. */
export const MESSAGE_EVENT_NAMES = NOTIFICATION_EVENT_NAMES.filter((e) => !isDocumentEvent(e));

/** The events whose text carries a code: masked on screens outside demo mode. */
export const SECRET_EVENTS: readonly NotificationEventName[] = ['withdrawalCode', 'passwordCode'];

/** Outbox states as the outbox screen shows them. */
export const OUTBOX_STATES = {
  queued: { zh: '待发送', en: 'Queued' },
  sent: { zh: '已发送', en: 'Sent' },
  failed: { zh: '发送失败', en: 'Failed' },
  skipped: { zh: '未发送', en: 'Skipped' },
} as const satisfies Record<string, Bilingual>;

export type OutboxState = keyof typeof OUTBOX_STATES;

/** Beside the state of a message tried more than once (`attempts` > 1): it took retries. */
export const OUTBOX_RETRIED: Bilingual = { zh: '已重试', en: 'Retried' };
