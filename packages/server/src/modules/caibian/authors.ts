import type { authorAddBody } from '@jb/contract/schemas/authorManagement';
import type { myAuthorQuery } from '@jb/contract/schemas/caibianPortal';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../platform/access.ts';
import type { SmsSender } from '../../platform/sms.ts';
import { addAuthor } from '../authors/manage.ts';
import { authorDetail, listAuthors } from '../authors/manageQueries.ts';
import { myAuthors, myManuscripts } from './scope.ts';

/** Whether the editor registered the author (else theirs through a referred manuscript). */
const mark = <R extends { registeredBy: number | null }>(auth: AuthContext, row: R) => ({
  ...row,
  registeredByMe: row.registeredBy === auth.userId,
});

/** 我的作者: the press's author list narrowed to the editor's authors. */
export async function listMyAuthors(db: Db, auth: AuthContext, q: z.infer<typeof myAuthorQuery>) {
  const page = await listAuthors(db, auth, q, myAuthors(auth));
  return { ...page, list: page.list.map((r) => mark(auth, r)) };
}

/** One of the editor's authors (another's: 404) with the editor's manuscripts of theirs and their orders. */
export async function myAuthorDetail(db: Db, auth: AuthContext, id: number) {
  const row = await authorDetail(db, auth, id, { author: myAuthors(auth), manuscripts: myManuscripts(auth) });
  return mark(auth, row);
}

/**
 * Registers an author for the editor's press as theirs, through the staff registration: the initial
 * password goes to the author's phone only. The editor never sees it (they could sign in as the
 * author and reach manuscripts another editor referred).
 */
export async function registerMyAuthor(
  db: Db,
  sms: SmsSender,
  auth: AuthContext,
  body: z.infer<typeof authorAddBody>,
) {
  const { id } = await addAuthor(db, sms, auth, body, auth.userId);
  return { id };
}
