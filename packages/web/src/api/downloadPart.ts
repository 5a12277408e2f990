import type { CallDeclaration, CallInput } from '@jb/contract/api/define';
import { download, type UiOptions } from './http.ts';

/** Some bytes of a file, from a ranged download, and the whole file's length. */
export interface FilePart {
  bytes: Uint8Array;
  total: number;
}

/**
 * Bytes `start`..`end` (both included) of a declared download, each part its own signed request
 * (`Range: bytes=start-end`, answered 206). A server that sends the whole file instead gives it all.
 * (Apart from http.ts: only the proof viewer reads parts, and the login page loads http.ts.)
 */
export async function downloadPart<C extends CallDeclaration>(
  call: C,
  input: CallInput<C>,
  span: { start: number; end: number },
  opts: UiOptions = {},
): Promise<FilePart> {
  const file = await download(call, input, { ...opts, range: span });
  const bytes = new Uint8Array(await file.blob.arrayBuffer());
  const total = Number(/\/(\d+)$/.exec(file.contentRange ?? '')?.[1] ?? bytes.length);
  return { bytes, total };
}
