/**
 * Summarizes a V8 .cpuprofile (from `npx tsx bench/run.ts --cpu-prof`): where the server's CPU went,
 * by package and by function (self time), and the inclusive time of the functions named with --focus.
 *
 *   npx tsx bench/profile.ts bench/results/prof-…/CPU….cpuprofile [--top 25] [--focus findSessionByToken,unreadCount]
 */
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    top: { type: 'string', default: '25' },
    focus: {
      type: 'string',
      default:
        'findSessionByToken,unreadCount,touchSession,verifyHmacSignature,hmacBase64Url,once,' +
        'serializerCompiler,validatorCompiler,execute,_send,parseComplete,handleRowDescription,' +
        'parserOnHeadersComplete,onSendEnd,handleRequest',
    },
  },
});
const file = positionals[0];
if (!file) throw new Error('usage: profile.ts <file.cpuprofile>');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

const self = new Map<number, number>();
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i]!;
  self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
}
const totalUs = [...self.values()].reduce((a, b) => a + b, 0);
const idleUs = [...self.entries()]
  .filter(([id]) => byId.get(id)?.callFrame.functionName === '(idle)')
  .reduce((a, [, v]) => a + v, 0);
const busyUs = totalUs - idleUs;

function category(frame: CallFrame): string {
  const url = frame.url;
  if (!url) return frame.functionName.startsWith('(') ? frame.functionName : '(native/builtin)';
  if (url.startsWith('node:')) return url.split('/').slice(0, 2).join('/');
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  const m = url.match(/packages\/([^/]+)\/src\/(.*)$/);
  if (m) return `${m[1]}/${m[2]}`;
  return url.replace(/^file:\/\//, '');
}

const pct = (us: number) => `${((us / busyUs) * 100).toFixed(1).padStart(5)}%`;
const ms = (us: number) => `${(us / 1000).toFixed(0).padStart(7)} ms`;

console.log(
  `${file}\nwall ${((profile.endTime - profile.startTime) / 1e6).toFixed(1)} s, busy ${(busyUs / 1e6).toFixed(1)} s ` +
    `(idle ${(idleUs / 1e6).toFixed(1)} s); percentages are of busy time\n`,
);

const byCategory = new Map<string, number>();
const byFunction = new Map<string, number>();
for (const [id, us] of self) {
  const frame = byId.get(id)!.callFrame;
  if (frame.functionName === '(idle)') continue;
  const cat = category(frame);
  byCategory.set(cat, (byCategory.get(cat) ?? 0) + us);
  const fn = `${frame.functionName || '(anonymous)'}  [${cat}:${frame.lineNumber + 1}]`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
}
const top = Number(values.top);
console.log('self time by package / file');
for (const [k, v] of [...byCategory].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${pct(v)} ${ms(v)}  ${k}`);
console.log('\nself time by function');
for (const [k, v] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${pct(v)} ${ms(v)}  ${k}`);

// Inclusive time of selected functions (a node's self time counts once per distinct focus ancestor).
const focus = new Set(values.focus.split(',').filter(Boolean));
const inclusive = new Map<string, number>();
for (const [id, us] of self) {
  const seen = new Set<string>();
  for (let cur: number | undefined = id; cur !== undefined; cur = parent.get(cur)) {
    const name = byId.get(cur)!.callFrame.functionName;
    if (focus.has(name) && !seen.has(name)) {
      seen.add(name);
      inclusive.set(name, (inclusive.get(name) ?? 0) + us);
    }
  }
}
console.log('\ninclusive time of focus functions (synchronous part only)');
for (const [k, v] of [...inclusive].sort((a, b) => b[1] - a[1])) console.log(`${pct(v)} ${ms(v)}  ${k}`);
