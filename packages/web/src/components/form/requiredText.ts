import type { Schema } from './zodRule.ts';

/** A text that must not be blank, for a name field the contract has no schema of (the server's rule). */
export function requiredText(max: number): Schema {
  return {
    safeParse: (value) => {
      const text = typeof value === 'string' ? value.trim() : '';
      if (!text) return { success: false, error: { issues: [{ message: 'required', path: [] }] } };
      if (text.length > max) return { success: false, error: { issues: [{ message: 'tooLong', path: [] }] } };
      return { success: true };
    },
  };
}
