import type { Bilingual } from './i18n.ts';

/**
 * Stable error codes of the wire envelope `{ code, msg, data }` (SPEC §7, §8).
 * 200 is success. 90004 and 90007 are the two login-timeout codes the client knows.
 */
export const ErrorCode = {
  OK: 200,
  VALIDATION: 40000,
  BAD_SIGNATURE: 40001,
  STALE_TIMER: 40002,
  REPLAYED_NONCE: 40003,
  BAD_BODY: 40004,
  MALFORMED_JSON: 40005,
  WRONG_CREDENTIALS: 40010,
  ACCOUNT_LOCKED: 40011,
  IP_LOCKED: 40012,
  ACCOUNT_DISABLED: 40013,
  WRONG_CODE: 40020,
  CODE_EXPIRED: 40021,
  CODE_TOO_OFTEN: 40022,
  FEEDBACK_TOO_OFTEN: 40023,
  WRONG_OLD_PASSWORD: 40030,
  ACCOUNT_TAKEN: 40040,
  PRESS_CODE_TAKEN: 40041,
  ROLE_IN_USE: 40042,
  LAST_ADMIN: 40043,
  MERCHANT_IN_USE: 40044,
  PERMISSION_NOT_GRANTED: 40045,
  DEFAULT_ROLE: 40046,
  JOURNAL_STATE: 40050,
  FEE_OVERLAP: 40051,
  RANGE_CHECK: 40052,
  ISSUE_EXISTS: 40053,
  SUBJECT_IN_USE: 40054,
  JOURNAL_CLOSED: 40060,
  COLUMN_CLOSED: 40061,
  AUTHOR_PHONE_TAKEN: 40062,
  AUTHOR_BLACKLISTED: 40063,
  WORKFLOW_REFUSED: 40070,
  REMITTANCE_AMOUNT: 40071,
  /** SPEC §5: an archive check cannot start while an earlier one of the issue is pending. */
  ARCHIVE_CHECK_PENDING: 40072,
  MESSAGES_TOO_OFTEN: 40080,
  ANNOUNCEMENTS_TOO_OFTEN: 40081,
  FORBIDDEN: 40300,
  NOT_FOUND: 40400,
  STALE_VERSION: 40900,
  MANUSCRIPT_MOVED: 40901,
  PAYLOAD_TOO_LARGE: 41300,
  /** A download's byte range starts past the end of the file (RFC 9110 §15.5.17). */
  RANGE_NOT_SATISFIABLE: 41600,
  INTERNAL: 50000,
  SESSION_EXPIRED: 90004,
  SESSION_REPLACED: 90007,
} as const;

export type ErrorCodeValue = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ERROR_MESSAGES: Record<ErrorCodeValue, Bilingual> = {
  200: { zh: '成功', en: 'Success' },
  40000: { zh: '输入有误，请检查后重试', en: 'The input is invalid; please check it and try again' },
  40001: { zh: '请求签名无效', en: 'The request signature is invalid' },
  40002: {
    zh: '请求时间与服务器相差过大，请校准时间后重试',
    en: 'The request time is too far from the server time; check your clock and retry',
  },
  40003: { zh: '重复的请求已被拒绝', en: 'A repeated request was refused' },
  40004: { zh: '请求内容无法解密', en: 'The request body could not be decrypted' },
  40005: { zh: '请求内容不是有效的 JSON', en: 'The request body is not valid JSON' },
  40010: { zh: '账号或密码错误', en: 'Wrong account or password' },
  40011: {
    zh: '密码错误次数过多，账号已锁定，请稍后再试',
    en: 'Too many wrong passwords; the account is locked, try again later',
  },
  40012: {
    zh: '登录失败次数过多，当前网络已被暂时限制，请稍后再试',
    en: 'Too many failed sign-ins from this network; try again later',
  },
  40013: { zh: '账号已停用，请联系管理员', en: 'The account is disabled; contact your administrator' },
  40020: { zh: '验证码错误', en: 'Wrong verification code' },
  40021: {
    zh: '验证码已失效，请重新获取',
    en: 'The verification code has expired; request a new one',
  },
  40022: { zh: '验证码发送过于频繁，请稍后再试', en: 'Codes are being requested too often; try again later' },
  40023: {
    zh: '反馈发送过于频繁（每人每小时最多 10 条），请稍后再试',
    en: 'Too much feedback sent (at most 10 an hour per person); please try again later',
  },
  40030: { zh: '原密码错误', en: 'The current password is wrong' },
  40040: { zh: '该账号已被使用', en: 'This account is already taken' },
  40041: { zh: '该出版社编码已被使用', en: 'This press code is already taken' },
  40042: { zh: '该角色仍有人员在使用，不能删除', en: 'People still hold this role; it cannot be deleted' },
  40043: {
    zh: '这是出版社最后一位在职管理员，不能停用或取消其管理员角色',
    en: 'This is the last active administrator of the press; they cannot be disabled or lose the role',
  },
  40044: {
    zh: '该商户仍被期刊或未支付订单使用，不能删除',
    en: 'A journal or an unpaid order still uses this merchant; it cannot be deleted',
  },
  40045: {
    zh: '包含平台未授予本出版社的权限',
    en: 'Some permissions have not been given to this press by the platform',
  },
  40046: {
    zh: '默认角色不能删除，可复制后修改',
    en: 'Default roles cannot be deleted; copy one and edit the copy',
  },
  40050: {
    zh: '期刊当前状态不允许此操作',
    en: 'The journal’s current state does not allow this',
  },
  40051: {
    zh: '同一费用类型的有效期存在重叠',
    en: 'Two fees of the same type are valid at the same time',
  },
  40052: { zh: '等级区间校验未通过', en: 'The level ranges did not pass the check' },
  40053: { zh: '该期次已存在', en: 'This issue already exists' },
  40054: {
    zh: '该学科下还有子学科或仍被期刊使用，不能删除',
    en: 'This subject has children or is used by a journal; it cannot be deleted',
  },
  40060: {
    zh: '该期刊尚未通过开通审核或暂停投稿，不能投稿',
    en: 'This journal has not passed its review or takes no submissions now',
  },
  40061: { zh: '该栏目已停用，不能投稿', en: 'This column is disabled and takes no submissions' },
  40062: {
    zh: '该手机号已在本出版社注册，请直接登录',
    en: 'This phone number is already registered with this press; please sign in',
  },
  40063: {
    zh: '您的账号已被限制投稿，请联系编辑部',
    en: 'Your account may not submit; please contact the editorial office',
  },
  40070: { zh: '稿件当前不能执行此操作', en: 'This action is not possible on the manuscript now' },
  40071: {
    zh: '汇款金额与订单应付金额不符',
    en: 'The remitted amount differs from the amount due on the order',
  },
  40072: {
    zh: '该期次的上一次归档检查尚未结束，请稍后再试',
    en: 'The issue’s previous archive check has not ended yet; try again later',
  },
  40080: {
    zh: '留言发送过于频繁（每 10 分钟最多 30 条），请稍后再试',
    en: 'Too many messages (at most 30 in 10 minutes); please try again later',
  },
  40081: {
    zh: '公告发送过于频繁（每人每小时最多 10 条），请稍后再试',
    en: 'Too many announcements (at most 10 an hour per person); please try again later',
  },
  40300: { zh: '没有权限执行此操作', en: 'You do not have permission to do this' },
  40400: { zh: '数据不存在', en: 'Not found' },
  40900: {
    zh: '数据已被他人修改，请刷新后重试',
    en: 'Someone else changed this record; reload and try again',
  },
  40901: {
    zh: '稿件已被他人处理，请刷新后查看当前状态',
    en: 'Someone else moved this manuscript first; reload to see where it stands',
  },
  41300: { zh: '请求内容过大', en: 'The request is too large' },
  41600: { zh: '请求的文件范围超出文件长度', en: 'The requested range lies beyond the end of the file' },
  50000: { zh: '服务器内部错误', en: 'Internal server error' },
  90004: { zh: '登录超时，请重新登录', en: 'Login timed out, please log in again' },
  90007: { zh: '登录超时，请重新登录', en: 'Login timed out, please log in again' },
};

/** Messages the client shows for transport failures (SPEC §8), exactly. */
export const CLIENT_MESSAGES = {
  loginTimeout: { zh: '登录超时，请重新登录', en: 'Login timed out, please log in again' },
  gatewayTimeout: { zh: '连接超时，请稍后再试', en: 'Connection timed out, please try again later' },
  loadFailed: { zh: '数据加载失败，请稍后再试', en: 'Data loading failed, please try again later' },
  requestFailed: { zh: '请求失败，请稍后再试', en: 'Request failed, please try again later' },
  copySuccess: { zh: '复制成功', en: 'Copied' },
  copyUnsupported: {
    zh: '该浏览器不支持自动复制',
    en: 'This browser does not support automatic copying',
  },
} satisfies Record<string, Bilingual>;

/** One field problem of a 400 answer. */
export interface FieldError {
  path: string;
  zh: string;
  en: string;
}

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}
