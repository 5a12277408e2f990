import type { RunningServer } from './server.ts';

/**
 * The newest verification code sent to a phone, read where the demo's SMS goes: the server's log
 * (the outbox provider writes every message there; start the server with LOG_LEVEL=info). The code
 * goes out through the outbox's delivery job, which the job worker picks up on its next poll: on a
 * busy machine that takes several seconds, hence the generous bound.
 */
export async function smsCode(server: RunningServer, phone: string, timeoutMs = 30_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const codes = server
      .output()
      .split('\n')
      .filter((line) => line.includes(`"phone":"${phone}"`) && line.includes('验证码'))
      .map((line) => /验证码为 (\d{6})/.exec(line)?.[1])
      .filter((code): code is string => code !== undefined);
    const code = codes.at(-1);
    if (code) return code;
    if (Date.now() > deadline) throw new Error(`no SMS code for ${phone} in the server log`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
