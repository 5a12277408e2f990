// Installs the workspace's packages when they are missing or older than the lock file.
import { execSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export function ensureInstalled() {
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  const lock = path.join(root, 'package-lock.json');
  const stale = !existsSync(marker) || statSync(lock).mtimeMs > statSync(marker).mtimeMs + 1000;
  if (stale) {
    console.log('Installing packages (npm ci) ...');
    execSync('npm ci --no-audit --no-fund', { cwd: root, stdio: 'inherit' });
  }
}
