import type { Lang } from '@jb/contract/i18n';
import type { PersonalProfile, PersonalUpdateBody } from '@jb/contract/schemas/personal';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { errors } from '../../platform/errors.ts';
import { loadPerson } from '../people/person.ts';

export async function profile(db: Db, userId: number, lang: Lang): Promise<PersonalProfile> {
  const p = await loadPerson(db, userId, lang);
  if (!p) throw errors.notFound();
  return {
    id: p.id,
    account: p.account,
    name: p.name,
    phone: p.phone,
    adminType: p.adminType,
    roleNames: p.roleNames,
    pressName: p.pressName,
    createdAt: p.createdAt.toISOString(),
    lastLoginAt: p.lastLoginAt?.toISOString() ?? null,
    version: p.version,
  };
}

/** Edits one's own name and phone; a stale version answers 409 and changes nothing. */
export async function updateProfile(db: Db, userId: number, input: PersonalUpdateBody, lang: Lang) {
  const updated = await db
    .update(users)
    .set({ name: input.name, phone: input.phone, version: sql`${users.version} + 1`, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.version, input.version)))
    .returning({ id: users.id });
  if (!updated.length) throw errors.staleVersion();
  return profile(db, userId, lang);
}
