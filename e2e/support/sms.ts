import type { RunningServer } from './server.ts';

/**
 * The newest verification code sent to a phone (smsInitialPassword: the initial password), read where the demo's SMS goes: the server's log
 * (the outbox provider writes every message there; start the server with LOG_LEVEL=info). The code
 * goes out through the outbox's delivery job, which the job worker picks up on its next poll: on a
 * busy machine that takes several seconds, hence the generous bound.
 */
export async function smsCode(server: RunningServer, phone: string, timeoutMs = 30_000): Promise<string> {
  return latestSms(server, phone, /验证码为 (\d{6})/, timeoutMs);
}

/** The initial password of the newest registration message to a phone (the staff registration's SMS). */
export function smsInitialPassword(
  server: RunningServer,
  phone: string,
  timeoutMs = 30_000,
): Promise<string> {
  return latestSms(server, phone, /初始密码 (\S+?)，/, timeoutMs);
}

/** The first group of `pattern` in the newest message to a phone that has it, read from the server's log. */
async function latestSms(server: RunningServer, phone: string, pattern: RegExp, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = server
      .output()
      .split('\n')
      .filter((line) => line.includes(`"phone":"${phone}"`))
      .map((line) => pattern.exec(line)?.[1])
      .filter((text): text is string => text !== undefined);
    const last = found.at(-1);
    if (last) return last;
    if (Date.now() > deadline) throw new Error(`no SMS matching ${pattern} for ${phone} in the server log`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
