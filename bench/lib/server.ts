/**
 * Starts the real server (packages/server/src/main.ts, or bench/cluster.ts for several processes) as
 * a child process with the bench settings, waits until it answers, and stops it with SIGTERM.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { API_BASE } from '@jb/contract/constants';
import { BENCH_DIR, REPO_ROOT } from './report.ts';

export interface ServerOptions {
  port: number;
  databaseUrl: string;
  /** 1: main.ts itself; more: bench/cluster.ts forks this many workers on the same port. */
  workers: number;
  /** Write a V8 CPU profile of each server process into this folder when it exits. */
  cpuProfDir?: string;
  redisUrl?: string;
  logLevel?: string;
  /** bench/experiments/prepared.ts in the server process: 'prepared' or 'session-cache'. */
  experiment?: string;
  /** The server's DATA_DIR (files, and the embedded database when databaseUrl is empty). */
  dataDir?: string;
  /** How long the server may take to answer first (default 60 s; an embedded database opens slower). */
  startSeconds?: number;
}

export interface RunningServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export async function startServer(opts: ServerOptions): Promise<RunningServer> {
  const dataDir = opts.dataDir ?? path.join(BENCH_DIR, '.data');
  mkdirSync(dataDir, { recursive: true });
  const entry =
    opts.workers > 1
      ? path.join(BENCH_DIR, 'cluster.ts')
      : path.join(REPO_ROOT, 'packages/server/src/main.ts');
  const nodeArgs = opts.cpuProfDir ? ['--cpu-prof', '--cpu-prof-dir', opts.cpuProfDir] : [];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(opts.port),
    HOST: '127.0.0.1',
    DATABASE_URL: opts.databaseUrl,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: opts.logLevel ?? 'warn',
    BENCH_WORKERS: String(opts.workers),
  };
  if (opts.redisUrl) env.REDIS_URL = opts.redisUrl;
  else delete env.REDIS_URL;
  const experimentArgs = opts.experiment ? ['--import', path.join(BENCH_DIR, 'experiments/prepared.ts')] : [];
  if (opts.experiment) env.BENCH_EXPERIMENT = opts.experiment;
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', ...experimentArgs, entry], {
    cwd: REPO_ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', (chunk: Buffer) => {
    keep(chunk);
    process.stderr.write(`[server] ${chunk}`);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const url = `http://127.0.0.1:${opts.port}`;
  const deadline = Date.now() + (opts.startSeconds ?? 60) * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${url}${API_BASE}/sys/common/publicKey`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer within ${opts.startSeconds ?? 60} s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  // Cluster: wait until every worker listens (the primary prints one line per worker).
  while (opts.workers > 1 && (output.match(/worker \d+ listening/g) ?? []).length < opts.workers) {
    if (Date.now() > deadline) throw new Error(`cluster workers did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    url,
    pid: child.pid!,
    stop: () => stopChild(child, exited),
  };
}

async function stopChild(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}
