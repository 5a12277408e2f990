/** Starts the bare yardstick server (bench/bare/server.ts) as a child process and waits until it listens. */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { BENCH_DIR } from './report.ts';

export async function startBare(port: number, databaseUrl: string, pressId = 1): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(BENCH_DIR, 'bare/server.ts')], {
    env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl, BARE_PRESS: String(pressId) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (d: Buffer) => d.toString().includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited ${code}`)));
  });
  return child;
}
