import type { journalDatabasesBody, journalNoticeBody } from '@jb/contract/schemas/journals';
import { eq } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { journals } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { requireJournal } from '../../platform/tenancy.ts';
import { bumpJournal } from './service.ts';

/** The submission notice is rich text from the press: only harmless markup is kept. */
export function sanitizeNotice(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'b',
      'strong',
      'i',
      'em',
      'u',
      's',
      'ul',
      'ol',
      'li',
      'h3',
      'h4',
      'blockquote',
      'a',
      'span',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
    ],
    allowedAttributes: { a: ['href', 'target', 'rel'], span: ['style'] },
    allowedStyles: { span: { color: [/^#[0-9a-fA-F]{3,6}$/], 'font-weight': [/^bold$/] } },
    allowedSchemes: ['http', 'https', 'mailto'],
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
  });
}

/** Indexing databases and submission notice of a journal in the caller's scope. */
export async function readExtras(db: Db, auth: AuthContext, journalId: number) {
  await requireJournal(db, auth, journalId);
  const [row] = await db
    .select({ databases: journals.databases, notice: journals.notice, version: journals.version })
    .from(journals)
    .where(eq(journals.id, journalId));
  return row!;
}

/** The databases, each once, in the order given. */
export async function saveDatabases(db: Db, auth: AuthContext, body: z.infer<typeof journalDatabasesBody>) {
  await requireJournal(db, auth, body.journalId);
  await bumpJournal(db, body.journalId, body.version, { databases: [...new Set(body.databases)] });
}

export async function saveNotice(db: Db, auth: AuthContext, body: z.infer<typeof journalNoticeBody>) {
  await requireJournal(db, auth, body.journalId);
  await bumpJournal(db, body.journalId, body.version, { notice: sanitizeNotice(body.notice) });
}
