import { z } from 'zod';

const text = (max: number) => z.string().trim().max(max, { error: 'tooLong' });

/** An author's submission to the journal they are signed in to. */
export const manuscriptSubmitBody = z.object({
  columnId: z.number({ error: 'required' }).int({ error: 'invalid' }).positive({ error: 'invalid' }),
  title: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(200, { error: 'tooLong' }),
  keywords: text(200).default(''),
  abstract: text(5000).default(''),
  /** SPEC §3 fund level 1-5 when the work is grant-supported (基金), else null. */
  fundLevel: z
    .number()
    .int({ error: 'invalid' })
    .min(1, { error: 'invalid' })
    .max(5, { error: 'invalid' })
    .nullable()
    .default(null),
});

export const authorManuscriptRow = z.object({
  id: z.number(),
  articleNo: z.string(),
  title: z.string(),
  journalName: z.string(),
  columnName: z.string(),
  status: z.number(),
  /** The review process row the manuscript follows, and its version (0: the built-in default). */
  reviewProcessId: z.number(),
  reviewProcessVersion: z.number(),
  productionProcessId: z.number(),
  productionProcessVersion: z.number(),
  submittedAt: z.string(),
});

/** `{JOURNAL}` journal code, `{YYYY}` year, `{MM}` month, `{SEQ}` / `{SEQ:n}` the n-digit sequence. */
export function formatManuscriptNumber(
  format: string,
  parts: { journalCode: string; year: number; month: number; seq: number },
): string {
  return format
    .replaceAll('{JOURNAL}', parts.journalCode)
    .replaceAll('{YYYY}', String(parts.year))
    .replaceAll('{MM}', String(parts.month).padStart(2, '0'))
    .replace(/\{SEQ(?::(\d))?\}/g, (_, n: string | undefined) =>
      String(parts.seq).padStart(Number(n ?? 1), '0'),
    );
}
