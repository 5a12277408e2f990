import type { Who } from '@jb/contract/transitions';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthContext, AuthorContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { assertSamePress, requireJournal } from '../../platform/tenancy.ts';
import { loadSubjects, type Subject } from './subjects.ts';

/** Who takes a workflow action: staff (by permission) or the manuscript's own author. */
export type Actor = { kind: 'staff'; auth: AuthContext } | { kind: 'author'; author: AuthorContext };

export const staff = (auth: AuthContext): Actor => ({ kind: 'staff', auth });

/**
 * An actor only to record a move for (the engine's own follow-up of a submission: fundHold.ts): the
 * person's id and press, holding no permission.
 */
export function recordedAs(
  by: { type: 'author' | 'staff'; id: number },
  pressId: number,
  journalId: number,
): Actor {
  if (by.type === 'author')
    return {
      kind: 'author',
      author: { sessionId: 0, authorId: by.id, pressId, journalId, blacklisted: false },
    };
  const auth: AuthContext = {
    sessionId: 0,
    userId: by.id,
    pressId,
    platform: false,
    adminType: null,
    permissions: new Set(),
    sessionKey: Buffer.alloc(0),
    token: '',
  };
  return { kind: 'staff', auth };
}

/** The actor as the table sees them on this manuscript: the permissions held ('author': its own author) and their staff id. */
export function whoIs(actor: Actor, subject: Pick<Subject, 'authorId'>): Who {
  return {
    holds: (permission: string) =>
      permission === 'author'
        ? actor.kind === 'author' && actor.author.authorId === subject.authorId
        : actor.kind === 'staff' && actor.auth.permissions.has(permission),
    userId: actor.kind === 'staff' ? actor.auth.userId : null,
  };
}

/** Another press's manuscript, or a journal the person is not assigned to, is not found (404). */
export async function assertInScope(db: Db | Tx, actor: Actor, subject: Subject): Promise<void> {
  if (actor.kind === 'author') {
    if (actor.author.pressId !== subject.pressId || actor.author.authorId !== subject.authorId) {
      throw errors.notFound();
    }
    return;
  }
  assertSamePress(actor.auth, subject.pressId);
  await requireJournal(db, actor.auth, subject.journalId);
}

/** The acting staff member's id; an author cannot take a staff row's effect. */
export function staffId(actor: Actor): number {
  if (actor.kind !== 'staff') throw errors.forbidden();
  return actor.auth.userId;
}

/** A manuscript of the staff member's scope (their press and journals), or 404. */
export async function subjectIn(db: Db | Tx, auth: AuthContext, id: number): Promise<Subject> {
  const s = (await loadSubjects(db, [id])).get(id);
  if (!s) throw errors.notFound();
  await assertInScope(db, staff(auth), s);
  return s;
}
