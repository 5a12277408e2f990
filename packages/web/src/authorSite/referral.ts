/**
 * An acquisition editor's referral code carried by their link (`/submit/<journal code>?ref=<code>`):
 * kept in this tab's sessionStorage so it survives signing in or registering, and sent with the
 * author's submissions. The server ignores a code it does not know.
 */
import { REFERRAL_CODE_PATTERN } from '@jb/contract/schemas/caibianPerf';

const KEY = 'jb.author.ref';

export function keepReferral(search: string): void {
  const code = new URLSearchParams(search).get('ref')?.trim();
  // Only a code is kept: anything else in a link (a typo, hidden characters) never reaches a submission.
  if (!code || !REFERRAL_CODE_PATTERN.test(code)) return;
  try {
    sessionStorage.setItem(KEY, code);
  } catch {
    // Storage blocked: the link's code is lost, the submission goes on without it.
  }
}

export function referralCode(): string | undefined {
  try {
    return sessionStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}
