// Fails when the Drizzle schema has changes that no migration holds: drizzle-kit generate runs
// against a copy of the migrations folder, and any new file there is drift.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { root } from './ensure-install.mjs';

export function checkDrift() {
  const server = path.join(root, 'packages/server');
  const migrations = path.join(server, 'src/db/migrations');
  // drizzle-kit reads `out` relative to the working directory, so the copy sits inside the package.
  const dir = mkdtempSync(path.join(server, '.drift-'));
  const out = path.join(dir, 'migrations');
  cpSync(migrations, out, { recursive: true });
  const config = path.join(server, '.drift.config.ts');
  writeFileSync(
    config,
    `export default { dialect: 'postgresql', schema: './src/db/schema/index.ts', out: ${JSON.stringify(`./${path.relative(server, out)}`)} };\n`,
  );
  try {
    const before = readdirSync(out).length;
    const r = spawnSync('npx', ['drizzle-kit', 'generate', '--config', config], {
      cwd: server,
      encoding: 'utf8',
    });
    if (r.status !== 0 || /error|ENOENT/i.test(`${r.stdout}${r.stderr}`))
      return { ok: false, message: `drizzle-kit failed:\n${r.stdout}${r.stderr}` };
    const added = readdirSync(out).length - before;
    return added === 0
      ? { ok: true }
      : {
          ok: false,
          message: 'The schema changed without a migration: run `npm run db:generate` and commit it.',
        };
  } finally {
    rmSync(config, { force: true });
    rmSync(dir, { recursive: true, force: true });
  }
}
