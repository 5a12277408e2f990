import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { CallDeclaration } from '@jb/contract/api/define';
import { defOf } from '@jb/contract/schemas/zodDef';
import type { z } from 'zod';

const API_DIR = path.resolve(import.meta.dirname, '../../contract/src/api');

const isCall = (v: unknown): v is CallDeclaration =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as CallDeclaration).method === 'string' &&
  typeof (v as CallDeclaration).path === 'string' &&
  'response' in v &&
  'access' in v;

/**
 * Every call the contract declares (packages/contract/src/api/*.ts), including those grouped in
 * tables (the review groups' calls, the process calls), each once.
 */
export async function declaredCalls(): Promise<CallDeclaration[]> {
  const found = new Set<CallDeclaration>();
  const walk = (v: unknown) => {
    if (isCall(v)) found.add(v);
    else if (typeof v === 'object' && v !== null && !Array.isArray(v) && !('def' in v))
      for (const x of Object.values(v)) walk(x);
  };
  for (const file of readdirSync(API_DIR).filter((f) => f.endsWith('.ts') && f !== 'define.ts'))
    walk(await import(path.join(API_DIR, file)));
  return [...found];
}

/** The schema under optional, nullable, default, readonly and pipe wrappers. */
function unwrapped(schema: z.ZodType): z.ZodType {
  let s = schema;
  for (;;) {
    const d = defOf(s);
    const inner = d.innerType ?? (d.type === 'pipe' ? d.in : undefined);
    if (!inner) return s;
    s = inner;
  }
}

const isArray = (s: z.ZodType) => defOf(unwrapped(s)).type === 'array';

/**
 * A list call reads rows: a GET whose answer is an array, or an object carrying its rows in `list`
 * (a page, a conversation's messages, the suggestions for a remittance) or `rows` (per-person totals).
 * Batch actions (POST answering one result per row) and single rows with arrays inside are not lists.
 */
export function isListCall(call: CallDeclaration): boolean {
  if (call.method !== 'GET' || call.response === 'file') return false;
  const answer = unwrapped(call.response);
  if (isArray(answer)) return true;
  const shape = defOf(answer).shape as Record<string, z.ZodType> | undefined;
  return ['list', 'rows'].some((k) => shape?.[k] !== undefined && isArray(shape[k]));
}

/** `GET /sys/...`: how the tests name a call. */
export const callKey = (call: CallDeclaration) => `${call.method} ${call.path}`;
