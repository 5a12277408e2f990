import { pick, type Lang } from '@jb/contract/i18n';
import { fieldMessage } from '@jb/contract/messages';
import type { FormRule } from 'antd';

/** What a contract (zod) schema offers; structural, so the web package needs no zod import. */
export interface Schema {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: { message: string; path: PropertyKey[] }[] } };
}

/** The first problem of `value` under `schema`, as a sentence in `lang`, or null. */
export function zodProblem(schema: Schema, value: unknown, lang: Lang): string | null {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const key = result.error.issues[0]?.message ?? 'invalid';
  return pick(fieldMessage(key), lang);
}

/** An antd form rule from a contract field schema: the same rule and message as the server's. */
export function zodRule(schema: Schema, lang: Lang): FormRule {
  return {
    validator: async (_rule, value) => {
      const problem = zodProblem(schema, value ?? '', lang);
      if (problem) throw new Error(problem);
    },
  };
}

/** Whole-form problems (refinements across fields) as antd field data. */
export function zodFormProblems(
  schema: Schema,
  values: unknown,
  lang: Lang,
): { name: (string | number)[]; errors: string[] }[] {
  const result = schema.safeParse(values);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({
    name: issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
    errors: [pick(fieldMessage(issue.message), lang)],
  }));
}
