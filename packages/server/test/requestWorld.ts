import { type AuthorSession, openJournalWithAuthor } from './authorSession.ts';
import { createUser } from './factories.ts';
import { type PressWorld, pressWorld } from './scenario.ts';
import type { TestApp } from './testApp.ts';
import { login, type Session } from './wireClient.ts';

/** Who the tests of an author's requests need: the journal's author and the press's people. */
export interface RequestWorld {
  w: PressWorld;
  /** The journal's author, signed in on its site. */
  session: AuthorSession;
  authorId: number;
  admin: Session;
  editor: Session;
  /** A finance clerk of the press: neither reviews requests. */
  finance: Session;
  /** Another press's administrator. */
  otherAdmin: Session;
}

/** A press with a journal open to submissions, its signed-in author, and the people around them. */
export async function requestWorld(t: TestApp): Promise<RequestWorld> {
  const { w, session, authorId } = await openJournalWithAuthor(t);
  const f = await createUser(t.db, w.press, { role: 'finance' });
  const other = await pressWorld(t.db);
  const [admin, editor, finance, otherAdmin] = await Promise.all([
    login(t.app, w.admin.account, w.admin.password),
    login(t.app, w.editor.account, w.editor.password),
    login(t.app, f.account, f.password),
    login(t.app, other.admin.account, other.admin.password),
  ]);
  return { w, session, authorId, admin, editor, finance, otherAdmin };
}
