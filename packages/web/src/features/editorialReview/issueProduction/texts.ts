import { featureTexts } from '../../../i18n/featureTexts.ts';

const zh = {
  year: '年份',
  allYears: '全部年份',
  issue: '期次',
  plannedDate: '计划出版',
  articles: '文章数',
  status: '状态',
  film: '最新出片',
  noFilm: '尚未出片',
  filmKind: { output: '出片', alteration: '改片' },
  wholeIssue: '整期 PDF',
  pdfs: '{{count}} 个 PDF',
  uploadedBy: '{{name}} · {{time}}',
  printing: '印刷',
  notPrinting: '未开印',
  printingHouse: '印刷厂',
  runSize: '印数',
  copies: '{{count}} 册',
  startedAt: '开印 {{time}}',
  inPrint: '印刷中',
  completedOn: '完成于 {{date}}',
  delivered: '交付 {{copies}} 册',
  tabs: { current: '待印刷 / 印刷中', printed: '已印刷' },
  printedColumns: {
    copiesDelivered: '交付册数',
    completedOn: '完成日期',
  },
  /** The film output's button (the transition table's 出片 names the step, not the upload). */
  outputFilm: '上传出片',
  upload: {
    hint: '上传一个 .zip 压缩包：每篇文章一个 PDF，文件名中带文章编号（如 NY-2026-0012_终稿.pdf）；或整期一个 PDF（文件名不含文章编号）。',
    alterHint: '上传一个 .zip 压缩包，只放需要替换的文章 PDF，文件名中带文章编号。',
    choose: '点击或拖入 .zip 文件',
    sending: '正在上传并检查压缩包…',
    notZip: '请选择 .zip 文件',
    refused: '压缩包未通过检查，请修改后重新上传：',
    done: '{{issue}} 已上传，进入{{status}}',
  },
  alteration: {
    note: '改片要求',
    placeholder: '写明需要修改的文章和内容，排版人员据此改片',
    warning: '改片后，本期回到出片改片，上传改片后再次确认清样。',
    done: '已要求改片',
  },
  press: {
    title: '确认付印 {{issue}}？',
    content: '本期 {{count}} 篇文章的清样已确认，将一起进入待印刷。',
    done: '已付印',
  },
  mail: {
    title: '开始邮寄 {{issue}}？',
    content: '本期已印刷完成，{{count}} 篇文章将一起进入邮寄发行：到“邮寄发行”登记收件人、快递批次和运单号。',
    done: '已开始邮寄',
  },
  start: {
    done: '已开始印刷',
  },
  complete: {
    copiesDelivered: '交付册数',
    completedOn: '完成日期',
    future: '完成日期不能晚于今天',
    done: '已登记印刷完成',
  },
  subject: '期次：{{issue}}',
};

const en: typeof zh = {
  year: 'Year',
  allYears: 'All years',
  issue: 'Issue',
  plannedDate: 'Planned for',
  articles: 'Articles',
  status: 'Status',
  film: 'Newest film',
  noFilm: 'No film yet',
  filmKind: { output: 'Film', alteration: 'Alteration' },
  wholeIssue: 'Whole-issue PDF',
  pdfs: 'PDFs: {{count}}',
  uploadedBy: '{{name}} · {{time}}',
  printing: 'Printing',
  notPrinting: 'Not started',
  printingHouse: 'Printing house',
  runSize: 'Run size',
  copies: '{{count}} copies',
  startedAt: 'Started {{time}}',
  inPrint: 'Printing',
  completedOn: 'Completed {{date}}',
  delivered: '{{copies}} copies delivered',
  tabs: { current: 'To press and printing', printed: 'Printed' },
  printedColumns: {
    copiesDelivered: 'Copies delivered',
    completedOn: 'Completed on',
  },
  outputFilm: 'Upload the film',
  upload: {
    hint: 'Upload one .zip: one PDF per article with the article number in its name (e.g. NY-2026-0012_final.pdf), or one PDF of the whole issue (no article number in its name).',
    alterHint:
      'Upload one .zip holding only the replaced articles’ PDFs, each with its article number in its name.',
    choose: 'Click or drop a .zip file here',
    sending: 'Uploading and checking the zip…',
    notZip: 'Choose a .zip file',
    refused: 'The zip did not pass the checks; correct it and upload it again:',
    done: '{{issue}} uploaded: now at {{status}}',
  },
  alteration: {
    note: 'What to change',
    placeholder: 'Name the articles and what to change; the typesetters alter the film from it',
    warning:
      'The issue goes back to film output; once the altered pages are uploaded, the proofs are confirmed again.',
    done: 'Alteration asked for',
  },
  press: {
    title: 'Send {{issue}} to press?',
    content: 'The proofs of its {{count}} articles are confirmed; they go to press together.',
    done: 'Sent to press',
  },
  mail: {
    title: 'Start mailing {{issue}}?',
    content:
      'The issue is printed; its {{count}} articles go to mailing together: record the recipients, batches and tracking numbers on Mailing.',
    done: 'Mailing started',
  },
  start: {
    done: 'Printing started',
  },
  complete: {
    copiesDelivered: 'Copies delivered',
    completedOn: 'Completed on',
    future: 'The completion date cannot be after today',
    done: 'Printing recorded as complete',
  },
  subject: 'Issue: {{issue}}',
};

export const useProductionTexts = featureTexts('issueProduction', zh, en);
