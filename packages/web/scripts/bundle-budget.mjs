// Measures the JavaScript a browser loads for the login page (the entry, the login screen and
// every chunk they import statically) from the Vite manifest, and fails past the budget.
// Usage: node scripts/bundle-budget.mjs [budgetKiB=250]
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const budget = Number(process.argv[2] ?? 250) * 1024;

function closure(keys, seen = new Set()) {
  for (const key of keys) {
    if (seen.has(key)) continue;
    seen.add(key);
    closure(manifest[key].imports ?? [], seen);
  }
  return seen;
}

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const login = Object.keys(manifest).find((k) => k.endsWith('features/auth/LoginPage.tsx'));
const chunks = [...closure([entry, login])];
let total = 0;
for (const key of chunks) {
  const gz = gzipSync(readFileSync(join(dist, manifest[key].file))).length;
  total += gz;
  console.log(`${(gz / 1024).toFixed(1).padStart(8)} KiB  ${manifest[key].file}`);
}
console.log(
  `${(total / 1024).toFixed(1).padStart(8)} KiB  login page JS (gzip), budget ${budget / 1024} KiB`,
);
if (total > budget) {
  console.error('Over budget');
  process.exit(1);
}
