import { INLINE_TYPES } from '@jb/contract/fileRules';
import type { DownloadedFile } from '../../../api/http.ts';

/** Whether the browser shows a file of this type itself (PDF, pictures): the ones offered to view. */
export const canView = (type: string) => (INLINE_TYPES as readonly string[]).includes(type);

/** How long the tab's address stays valid: long enough for the viewer to read it again. */
const KEEP_MS = 60_000;

/**
 * Opens a file in a new tab, shown as the browser shows its type (the server's content type, kept by
 * the blob). Downloads go through the signed call, so the tab cannot fetch the file itself: it opens
 * at the click (no popup blocker stops it) and is given the file's bytes once they are here. A failed
 * call closes it again; the client has said why.
 */
export async function viewInNewTab(fetchFile: () => Promise<DownloadedFile>): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { blob } = await fetchFile();
    const href = URL.createObjectURL(blob);
    if (tab) tab.location.href = href;
    else window.open(href, '_blank');
    setTimeout(() => URL.revokeObjectURL(href), KEEP_MS);
  } catch {
    tab?.close();
  }
}
