// Fails when a package's static imports form a cycle (issue 9: `db/schema/merchants.ts` ↔
// `tenancy.ts`, the web route table ↔ the screens it lazily loads). Lazy `import()` counts as an
// edge; type-only imports do not (they load nothing). Run: node scripts/cycles.mjs
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGES = { '@jb/contract/': 'packages/contract/src/', '@jb/client/': 'packages/client/src/' };
const SOURCES = ['packages/contract/src', 'packages/client/src', 'packages/server/src', 'packages/web/src'];
const STATIC = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
const LAZY = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : files(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

function resolve(from, spec) {
  let base;
  if (spec.startsWith('.')) base = path.resolve(path.dirname(from), spec);
  else {
    const prefix = Object.keys(PACKAGES).find((p) => spec.startsWith(p));
    if (!prefix) return null;
    base = path.join(root, PACKAGES[prefix], spec.slice(prefix.length));
  }
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`])
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  return null;
}

export function findCycles() {
  const graph = new Map();
  for (const dir of SOURCES)
    for (const file of files(path.join(root, dir))) {
      const text = readFileSync(file, 'utf8');
      const specs = [...text.matchAll(STATIC), ...text.matchAll(LAZY)].map((m) => m[1]);
      graph.set(file, specs.map((spec) => resolve(file, spec)).filter(Boolean));
    }
  const cycles = [];
  const state = new Map(); // 1 visiting, 2 done
  const stack = [];
  const visit = (node) => {
    state.set(node, 1);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 1) cycles.push(stack.slice(stack.indexOf(next)).concat(next));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 2);
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles.map((c) => c.map((f) => path.relative(root, f)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const cycles = findCycles();
  for (const c of cycles) console.log(`import cycle: ${c.join(' → ')}`);
  console.log(cycles.length ? `${cycles.length} import cycle(s)` : 'no import cycles');
  process.exit(cycles.length ? 1 : 0);
}
