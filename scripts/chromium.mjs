// Debian's Chromium drives the end-to-end tests; npm cannot download a browser here.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(CHROMIUM)) return true;
  if (process.getuid?.() === 0) {
    console.log('Installing Debian chromium ...');
    try {
      execSync('apt-get install -y chromium', { stdio: 'inherit' });
    } catch {
      execSync('apt-get update && apt-get install -y chromium', { stdio: 'inherit', shell: '/bin/bash' });
    }
    return existsSync(CHROMIUM);
  }
  console.error(
    `Chromium is missing at ${CHROMIUM}: run 'sudo apt-get install -y chromium' (or set CHROMIUM_PATH).`,
  );
  return false;
}
