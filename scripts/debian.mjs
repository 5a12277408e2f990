// Tools the tests need from Debian's packages (npm cannot bring them): installed when missing and
// the run is root, else the command to run is printed.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export function ensureDebianTool(binary, pkg) {
  if (existsSync(binary)) return true;
  if (process.getuid?.() === 0) {
    console.log(`Installing Debian ${pkg} ...`);
    try {
      execSync(`apt-get install -y ${pkg}`, { stdio: 'inherit' });
    } catch {
      execSync(`apt-get update && apt-get install -y ${pkg}`, { stdio: 'inherit', shell: '/bin/bash' });
    }
    return existsSync(binary);
  }
  console.error(`${binary} is missing: run 'sudo apt-get install -y ${pkg}'.`);
  return false;
}

/** xmllint validates the Crossref deposit in the API tests (modules/publication). */
export const ensureXmllint = () => ensureDebianTool('/usr/bin/xmllint', 'libxml2-utils');
