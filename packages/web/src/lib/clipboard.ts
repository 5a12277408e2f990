import { CLIENT_MESSAGES } from '@jb/contract/errors';
import { toast } from '../api/notify.ts';

/** Copies text and says so (SPEC §8): success, or that the browser cannot copy automatically. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
    await navigator.clipboard.writeText(text);
    toast('success', CLIENT_MESSAGES.copySuccess);
    return true;
  } catch {
    toast('warning', CLIENT_MESSAGES.copyUnsupported);
    return false;
  }
}
