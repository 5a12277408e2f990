/**
 * The request counter behind the top progress bar (SPEC §8): it starts on a request and finishes
 * when the last answer is in.
 */
let active = 0;
const listeners = new Set<(busy: boolean) => void>();

function emit(): void {
  for (const listener of listeners) listener(active > 0);
}

export function progressStart(): void {
  active += 1;
  if (active === 1) emit();
}

export function progressDone(): void {
  active = Math.max(0, active - 1);
  if (active === 0) emit();
}

export function onProgress(listener: (busy: boolean) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
