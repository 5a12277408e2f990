// `npm test`: every check and suite, then one closing line `N passed, N failed`.
// Static checks (types, lint, migration drift) count one each; test suites count their tests.
// With TEST_DATABASE_URL the API suite runs again on that PostgreSQL server.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ensureChromium } from './chromium.mjs';
import { ensureXmllint } from './debian.mjs';
import { checkDrift } from './drift.mjs';
import { ensureInstalled, root } from './ensure-install.mjs';
import { ensureNodeLts, NODE_LTS } from './node24.mjs';

ensureInstalled();
const results = [];
const tmp = mkdtempSync(path.join(tmpdir(), 'jb-test-'));

function run(label, command, args, opts = {}) {
  console.log(`\n=== ${label}`);
  const r = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...opts.env } });
  return r.status === 0;
}

function check(label, command, args, opts) {
  const ok = run(label, command, args, opts);
  results.push({ label, passed: ok ? 1 : 0, failed: ok ? 0 : 1 });
}

/** The first lines of a failure's message (no colour codes, no stack), so a CI tail says why. */
function reason(messages) {
  const text = stripVTControlCharacters(messages?.[0] ?? '');
  const lines = text.split('\n').filter((l) => l.trim() && !/^\s+at /.test(l));
  return lines.length ? `\n           ${lines.slice(0, 4).join('\n           ').slice(0, 600)}` : '';
}

/** `file › test name` of each failed test in a vitest JSON report, so the summary names them. */
function failedTests(json) {
  return json.testResults.flatMap((file) => {
    const where = path.relative(root, file.name);
    const failedInFile = file.assertionResults.filter((t) => t.status === 'failed');
    if (failedInFile.length === 0 && file.status === 'failed')
      return [`${where} (${file.message || 'failed to run'})`];
    return failedInFile.map((t) => `${where} › ${t.fullName}${reason(t.failureMessages)}`);
  });
}

function suite(label, configFile, env = {}, files = []) {
  const started = Date.now();
  const out = path.join(tmp, `${label.replace(/\W+/g, '-')}.json`);
  const ok = run(
    label,
    'npx',
    [
      'vitest',
      'run',
      '--config',
      configFile,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${out}`,
      ...files,
    ],
    { env },
  );
  let passed = 0;
  let failed = ok ? 0 : 1;
  let failures = [];
  if (existsSync(out)) {
    const json = JSON.parse(readFileSync(out, 'utf8'));
    passed = json.numPassedTests;
    failed = json.numFailedTests + (ok || json.numFailedTests > 0 ? 0 : 1);
    failures = failedTests(json);
  }
  results.push({ label, passed, failed, failures, seconds: Math.round((Date.now() - started) / 1000) });
}

for (const pkg of ['contract', 'client', 'server', 'web'])
  check(`typecheck ${pkg}`, 'npx', ['tsc', '--noEmit', '-p', `packages/${pkg}`]);
check('typecheck e2e', 'npx', ['tsc', '--noEmit', '-p', 'e2e']);
check('typecheck bench', 'npx', ['tsc', '--noEmit', '-p', 'bench']);
check('lint', 'npx', ['biome', 'check', '.']);
check('no import cycles', 'node', ['scripts/cycles.mjs']);
console.log('\n=== migration drift');
const drift = checkDrift();
console.log(drift.ok ? 'no drift' : drift.message);
results.push({ label: 'migration drift', passed: drift.ok ? 1 : 0, failed: drift.ok ? 0 : 1 });

suite('web unit', 'packages/web/vitest.config.ts');
// The publication tests validate the Crossref deposit with xmllint (without it they fail, saying so).
ensureXmllint();
const apiEnv = { TEST_DATABASE_URL: '' };
suite('api (PGlite)', 'packages/server/vitest.config.ts', apiEnv);
if (process.env.TEST_DATABASE_URL) suite('api (PostgreSQL)', 'packages/server/vitest.config.ts');

check('build web', 'npm', ['run', 'build', '-w', 'packages/web']);
check('login page JS ≤ 250 KB gzip', 'npm', ['run', 'size', '-w', 'packages/web']);
const chromium = ensureChromium();
if (chromium) suite('e2e (Chromium)', 'e2e/vitest.config.ts');
else results.push({ label: 'e2e (Chromium)', passed: 0, failed: 1 });

/**
 * Under Node 24 the API suite runs what a Node major can change (issue 22: a smoke pass, not the
 * whole suite again): the wire's crypto, sessions and password keys, the native argon2 binding, the
 * PostgreSQL driver and change feed, Redis, the job queue, streamed uploads and the S3 store, SMTP,
 * xlsx, PDF and docx handling, the workflow and the ledger, the route table and the demo seed.
 */
const NODE_LTS_SMOKE = [
  'src/platform/wire.test.ts',
  'src/platform/authorSessions.test.ts',
  'src/platform/kv.test.ts',
  'src/platform/jobs/jobs.test.ts',
  'src/platform/outbox/deliver.test.ts',
  'src/modules/auth/login.test.ts',
  'src/modules/auth/passwordKey.test.ts',
  'src/modules/files/files.test.ts',
  'src/modules/remittances/import.test.ts',
  'src/modules/similarity/similarity.test.ts',
  'src/modules/review/acceptanceLetter.test.ts',
  'src/modules/workflow/workflow.test.ts',
  'src/modules/orders/refunds.test.ts',
  'src/db/listen.test.ts',
  'src/db/seed/demo.test.ts',
  'src/routeTable.test.ts',
];

// In CI (a PostgreSQL server given): the API suite on it, and its smoke pass and one journey again
// under Node 24.
if (process.env.TEST_DATABASE_URL) {
  const bin = ensureNodeLts();
  const env = { PATH: `${bin}${path.delimiter}${process.env.PATH}` };
  if (!bin) results.push({ label: `Node ${NODE_LTS}`, passed: 0, failed: 1 });
  else {
    const missing = NODE_LTS_SMOKE.filter((f) => !existsSync(path.join(root, 'packages/server', f)));
    if (missing.length)
      results.push({ label: `Node ${NODE_LTS} smoke list`, passed: 0, failed: 1, failures: missing });
    suite(
      `api smoke (PostgreSQL, Node ${NODE_LTS})`,
      'packages/server/vitest.config.ts',
      env,
      NODE_LTS_SMOKE,
    );
    if (chromium) suite(`e2e sign-in (Chromium, Node ${NODE_LTS})`, 'e2e/vitest.config.ts', env, ['signin']);
  }
}

rmSync(tmp, { recursive: true, force: true });
console.log('\n=== summary');
for (const r of results) {
  const time = r.seconds === undefined ? '' : ` (${r.seconds} s)`;
  console.log(`${r.failed ? 'FAIL' : 'ok  '} ${r.label}: ${r.passed} passed, ${r.failed} failed${time}`);
  for (const f of r.failures ?? []) console.log(`       ✗ ${f}`);
}
const passed = results.reduce((n, r) => n + r.passed, 0);
const failed = results.reduce((n, r) => n + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
