import { ErrorCode } from '@jb/contract/errors';
import type {
  authorAddBody,
  authorBlacklistBody,
  authorUpdateBody,
} from '@jb/contract/schemas/authorManagement';
import { AUTHOR_BLACKLISTED } from '@jb/contract/schemas/authors';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { authorBlacklistEvents, authors } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors, refuse } from '../../platform/errors.ts';
import { initialPassword } from '../../platform/initialPassword.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { SmsSender } from '../../platform/sms.ts';
import { ownPress, pressCondition } from '../../platform/tenancy.ts';
import { updateAtVersion } from '../../platform/versioned.ts';

/**
 * Staff register an author on their behalf; the initial password goes to the author's phone. An
 * acquisition editor registering one for themselves is kept as `registeredBy` (their scope).
 */
export async function addAuthor(
  db: Db,
  sms: SmsSender,
  auth: AuthContext,
  body: z.infer<typeof authorAddBody>,
  registeredBy: number | null = null,
) {
  const pressId = ownPress(auth, null);
  const password = initialPassword();
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(authors)
      .values({ pressId, ...body, passwordHash, registeredBy })
      .onConflictDoNothing()
      .returning({ id: authors.id });
    if (!row) throw errors.authorPhoneTaken();
    await sms.send(
      tx,
      body.phone,
      'authorInitialPassword',
      `【期刊管理系统】编辑部已为您注册投稿账号，初始密码 ${password}，请登录后尽快修改。`,
    );
    return { id: row.id, initialPassword: password };
  });
}

export async function updateAuthor(db: Db, auth: AuthContext, body: z.infer<typeof authorUpdateBody>) {
  const [me] = await db
    .select({ pressId: authors.pressId })
    .from(authors)
    .where(and(eq(authors.id, body.id), pressCondition(auth, authors.pressId)));
  if (!me) throw errors.notFound();
  const [clash] = await db
    .select({ id: authors.id })
    .from(authors)
    .where(and(eq(authors.pressId, me.pressId), eq(authors.phone, body.phone), ne(authors.id, body.id)));
  if (clash) throw errors.authorPhoneTaken();
  const { id, version, ...set } = body;
  await updateAtVersion(db, authors, { id, version }, set, pressCondition(auth, authors.pressId));
}

/** Blacklists or lifts an author at the version seen, with the reason kept in the history. */
export async function setBlacklisted(
  db: Db,
  auth: AuthContext,
  body: z.infer<typeof authorBlacklistBody>,
  blacklisted: boolean,
) {
  await db.transaction(async (tx) => {
    const [me] = await tx
      .select({ blacklistType: authors.blacklistType })
      .from(authors)
      .where(and(eq(authors.id, body.id), pressCondition(auth, authors.pressId)));
    if (!me) throw errors.notFound();
    if ((me.blacklistType === AUTHOR_BLACKLISTED) === blacklisted) throw refuse(ErrorCode.STALE_VERSION);
    await updateAtVersion(
      tx,
      authors,
      { id: body.id, version: body.version },
      {
        blacklistType: blacklisted ? AUTHOR_BLACKLISTED : 0,
      },
    );
    await tx.insert(authorBlacklistEvents).values({
      authorId: body.id,
      action: blacklisted ? 'blacklist' : 'lift',
      reason: body.reason,
      actorId: auth.userId,
    });
  });
}
