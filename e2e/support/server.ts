import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
  output(): string;
}

/** Adds a journey's own rows to its copy of the demo data before the server opens it (support/world.ts). */
export type Prepare = (dataDir: string) => Promise<void>;

/**
 * Starts the product as `npm start` does (built web app, embedded database, demo data) in a fresh
 * data folder, on a free port, and waits until it answers. `prepare` runs on the data folder first.
 */
export async function startServer(
  env: Record<string, string> = {},
  prepare?: Prepare,
): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'jb-e2e-'));
  // The demo data seeded once for the run (support/globalSetup.ts); the server finds it and seeds nothing.
  const template = process.env.JB_E2E_TEMPLATE;
  if (template) cpSync(template, dataDir, { recursive: true });
  await prepare?.(dataDir);
  const port = await freePort();
  let log = '';
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'packages/server/src/main.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        SEED_DEMO: 'auto',
        LOG_LEVEL: 'warn',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log}`);
    try {
      const res = await fetch(`${url}/tsg-admin/sys/common/publicKey`);
      if (res.ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 300));
  }
  return {
    url,
    output: () => log,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
