// `npm start`: install what is missing, build the web app, then run the server (it migrates the
// embedded database and writes the demo data on first start).
import { execSync, spawn } from 'node:child_process';
import path from 'node:path';
import { ensureInstalled, root } from './ensure-install.mjs';

ensureInstalled();
console.log('Building the web app ...');
execSync('npm run build -w packages/web', { cwd: root, stdio: 'inherit' });
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'packages/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
