/**
 * CPU time of the processes in a run, from /proc (Linux): the server (and its cluster workers),
 * every PostgreSQL backend, and this load generator. Reported as % of one core over the window.
 */
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

interface ProcStat {
  comm: string;
  ppid: number;
  ticks: number;
}

function readStat(pid: number): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = text.lastIndexOf(')');
    const comm = text.slice(text.indexOf('(') + 1, close);
    const fields = text.slice(close + 2).split(' ');
    // fields[0] is state (field 3); utime is field 14, stime field 15.
    return { comm, ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
  } catch {
    return null;
  }
}

function allStats(): Map<number, ProcStat> {
  const out = new Map<number, ProcStat>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const s = readStat(Number(name));
    if (s) out.set(Number(name), s);
  }
  return out;
}

function descendants(stats: Map<number, ProcStat>, root: number): number[] {
  const out = [root];
  for (let i = 0; i < out.length; i++)
    for (const [pid, s] of stats) if (s.ppid === out[i] && !out.includes(pid)) out.push(pid);
  return out;
}

function machineTicks(): { busy: number; total: number } {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
  const v = line.trim().split(/\s+/).slice(1).map(Number);
  const idle = (v[3] ?? 0) + (v[4] ?? 0);
  const total = v.reduce((a, b) => a + b, 0);
  return { busy: total - idle, total };
}

interface Snapshot {
  at: number;
  server: number;
  postgres: Map<number, number>;
  self: number;
  machine: { busy: number; total: number };
}

export interface CpuReport {
  seconds: number;
  /** % of one core. */
  serverPct: number;
  postgresPct: number;
  loadGeneratorPct: number;
  /** % of the whole machine (all cores) busy. */
  machineBusyPct: number;
  /** % of one core used by everything else on the machine (other people's tests, daemons). */
  otherPct: number;
}

export class CpuSampler {
  private start?: Snapshot;
  constructor(private readonly serverPid: number | undefined) {}

  private snap(): Snapshot {
    const stats = allStats();
    let server = 0;
    if (this.serverPid)
      for (const pid of descendants(stats, this.serverPid)) server += stats.get(pid)?.ticks ?? 0;
    const postgres = new Map<number, number>();
    for (const [pid, s] of stats) if (s.comm === 'postgres') postgres.set(pid, s.ticks);
    const u = process.cpuUsage();
    return {
      at: performance.now(),
      server,
      postgres,
      self: (u.user + u.system) / 1e6,
      machine: machineTicks(),
    };
  }

  begin(): void {
    this.start = this.snap();
  }

  end(): CpuReport {
    const a = this.start;
    if (!a) throw new Error('begin() first');
    const b = this.snap();
    const seconds = (b.at - a.at) / 1000;
    let pg = 0;
    for (const [pid, ticks] of b.postgres) pg += ticks - (a.postgres.get(pid) ?? 0);
    const pct = (ticks: number) => Math.round((ticks / TICKS_PER_SECOND / seconds) * 100);
    const serverPct = this.serverPid ? pct(b.server - a.server) : 0;
    const postgresPct = pct(pg);
    const loadGeneratorPct = Math.round(((b.self - a.self) / seconds) * 100);
    const busyFraction = (b.machine.busy - a.machine.busy) / (b.machine.total - a.machine.total);
    const allPct = Math.round(busyFraction * os.cpus().length * 100);
    return {
      seconds: Math.round(seconds * 10) / 10,
      serverPct: this.serverPid ? serverPct : -1,
      postgresPct,
      loadGeneratorPct,
      machineBusyPct: Math.round(busyFraction * 100),
      // Without the server's pid (--url) its CPU cannot be told from everything else's.
      otherPct: this.serverPid ? Math.max(0, allPct - serverPct - postgresPct - loadGeneratorPct) : -1,
    };
  }
}

/** % of the machine busy over a short window: a benchmark on a busy machine measures the neighbours. */
export async function machineBusy(ms = 2000): Promise<number> {
  const a = machineTicks();
  await new Promise((r) => setTimeout(r, ms));
  const b = machineTicks();
  return Math.round(((b.busy - a.busy) / (b.total - a.total)) * 100);
}
