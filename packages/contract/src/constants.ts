/** Business constants of SPEC §9. */
export const IDLE_TIMEOUT_MS = 600_000;
export const TOAST_SECONDS = 2;
export const REDIRECT_AFTER_CODE_MS = 3_000;
export const REDIRECT_AFTER_401_MS = 2_000;
export const PASSWORD_READONLY_MS = 1_000;
export const CHART_RESIZE_THROTTLE_MS = 100;
export const MOBILE_MAX_WIDTH = 600;
export const CHINA_UTC_OFFSET_HOURS = 8;
export const DISPLAY_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const API_BASE = '/tsg-admin';
/**
 * SPEC §7's logistics calls, a "separate service" in the older system, served by this server beside
 * the API (a call whose path starts with `/api/` is not below API_BASE).
 */
export const LOGISTICS_BASE = '/api/zw-logistics';
/** Whether a declared path is absolute (a separate service's) rather than below API_BASE. */
export const isRootPath = (path: string) => path.startsWith('/api/');
/** Request time-outs (SPEC §7): the ordinary layer and the long one used for uploads and exports. */
export const REQUEST_TIMEOUT_MS = 120_000;
export const LONG_REQUEST_TIMEOUT_MS = 500_000;
/** Verification codes sent by SMS. */
export const SMS_CODE_TTL_SECONDS = 300;
export const SMS_CODE_MAX_TRIES = 5;
export const SMS_CODE_RESEND_SECONDS = 60;
/** How many rows one journal keeps of an ordered resource (columns): a reorder names them all at once. */
export const ORDERED_ROWS_MAX = 200;
