import { type Lang, pick } from '@jb/contract/i18n';
import { fieldMessage } from '@jb/contract/messages';
import type { FormInstance, FormRule } from 'antd';

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
      // An empty optional field (a cleared select) passes as it is; otherwise empty reads as ''.
      if ((value === undefined || value === null) && schema.safeParse(value).success) return;
      const problem = zodProblem(schema, value ?? '', lang);
      if (problem) throw new Error(problem);
    },
  };
}

/** Checks a whole form (refinements across fields); shows problems under their fields. */
export function showZodProblems(form: FormInstance, schema: Schema, values: unknown, lang: Lang): boolean {
  const result = schema.safeParse(values);
  if (result.success) return false;
  form.setFields(
    result.error.issues.map((issue) => ({
      name: issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
      errors: [pick(fieldMessage(issue.message), lang)],
    })),
  );
  return true;
}

/** A choice that must be made (a select without a contract field schema of its own). */
export const requiredChoice: Schema = {
  safeParse: (value) =>
    value === '' || value === null || value === undefined || (Array.isArray(value) && value.length === 0)
      ? { success: false, error: { issues: [{ message: 'required', path: [] }] } }
      : { success: true },
};
