/** A process's resident memory (RSS), read with `ps`, once or sampled for its peak during a run. */
import { execFileSync } from 'node:child_process';

export function rssMb(pid: number): number {
  const kb = Number(
    execFileSync('ps', ['-o', 'rss=', '-p', String(pid)])
      .toString()
      .trim(),
  );
  return Math.round(kb / 1024);
}

/** Samples `pid`'s RSS every `everyMs` until `stop()`, which answers the peak in MB. */
export function sampleRss(pid: number, everyMs = 200): { stop(): number } {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssMb(pid));
    } catch {
      // the process ended
    }
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, rssMb(pid));
    },
  };
}
