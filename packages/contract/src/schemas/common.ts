import { z } from 'zod';

/** SPEC §5 and §9: 11 digits, 1 then 3 to 9. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;

/** The phone rule with SPEC §5's two messages: empty first, then format. */
export const phoneSchema = z
  .string({ error: 'phone.empty' })
  .trim()
  .min(1, { error: 'phone.empty', abort: true })
  .regex(PHONE_PATTERN, { error: 'phone.format' });

/** 8 to 32 characters with at least one letter and one digit. */
export const passwordSchema = z
  .string({ error: 'password.empty' })
  .min(1, { error: 'password.empty', abort: true })
  .refine((v) => v.length >= 8 && v.length <= 32 && /[A-Za-z]/.test(v) && /\d/.test(v), {
    error: 'password.policy',
  });

const emailFormat = z.email();

/**
 * An optional e-mail address, kept as typed (trimmed): '' when there is none, otherwise a valid
 * address of at most 100 characters.
 */
export const emailSchema = z
  .string({ error: 'invalid' })
  .trim()
  .max(100, { error: 'tooLong', abort: true })
  .refine((v) => v === '' || emailFormat.safeParse(v).success, { error: 'invalid' })
  .default('');

export const idSchema = z.coerce
  .number({ error: 'invalid' })
  .int({ error: 'invalid' })
  .positive({ error: 'invalid' });

/** GET calls carry a timestamp parameter that the server ignores (SPEC §7). */
export const timestampParam = { timestamp: z.string().optional() };

/** The text filter of SPEC §5: a long value is cut to a length plus an ellipsis. */
export function ellipsis(value: string, max: number): string {
  return value.length > max ? `${value.slice(0, max)}...` : value;
}
