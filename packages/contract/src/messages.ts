import type { Bilingual } from './i18n.ts';

/**
 * Field messages used by the schemas. A schema names the key as its zod error; the server turns the
 * key into both languages for a 400 answer and the web form shows the one of the current language.
 */
export const FIELD_MESSAGES = {
  required: { zh: '此项不能为空', en: 'This field is required' },
  invalid: { zh: '格式不正确', en: 'Invalid value' },
  tooLong: { zh: '内容过长', en: 'Too long' },
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
  'account.format': {
    zh: '账号为 3 到 32 位字母、数字、下划线、点或连字符，以字母开头',
    en: 'The account is 3 to 32 letters, digits, _, . or -, starting with a letter',
  },
  'adminType.invalid': { zh: '请选择人员类型', en: 'Choose the staff type' },
  'journal.issn': { zh: 'ISSN 格式为 1234-567X', en: 'An ISSN looks like 1234-567X' },
  'journal.cn': { zh: 'CN 号格式为 11-1234/TP', en: 'A CN number looks like 11-1234/TP' },
  'money.fen': { zh: '金额须为整数分', en: 'Amounts are whole fen' },
  'fee.range': { zh: '结束日期不能早于开始日期', en: 'The end date cannot be before the start date' },
  'settings.seq': {
    zh: '稿件编号格式须包含 {SEQ} 或 {SEQ:n}',
    en: 'The number format must contain {SEQ} or {SEQ:n}',
  },
  'score.weights': {
    zh: '各评分项权重之和须为 100',
    en: 'The weights of the score items must add up to 100',
  },
  'roles.empty': { zh: '请至少选择一个角色', en: 'Choose at least one role' },
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
} satisfies Record<string, Bilingual>;

export type FieldMessageKey = keyof typeof FIELD_MESSAGES;

export function fieldMessage(key: string): Bilingual {
  return (FIELD_MESSAGES as Record<string, Bilingual>)[key] ?? FIELD_MESSAGES.invalid;
}
