import type { Lang } from '@jb/contract/i18n';
import type { PersonalProfile, PersonalUpdateBody } from '@jb/contract/schemas/personal';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { errors } from '../../platform/errors.ts';
import { updateAtVersion } from '../../platform/versioned.ts';
import { loadPerson } from '../people/person.ts';

export async function profile(db: Db, userId: number, lang: Lang): Promise<PersonalProfile> {
  const p = await loadPerson(db, userId, lang);
  if (!p) throw errors.notFound();
  return {
    id: p.id,
    account: p.account,
    name: p.name,
    phone: p.phone,
    email: p.email,
    adminType: p.adminType,
    roleNames: p.roleNames,
    pressName: p.pressName,
    createdAt: p.createdAt.toISOString(),
    lastLoginAt: p.lastLoginAt?.toISOString() ?? null,
    version: p.version,
  };
}

/** Edits one's own name, phone and e-mail; a stale version answers 409 and changes nothing. */
export async function updateProfile(db: Db, userId: number, input: PersonalUpdateBody, lang: Lang) {
  await updateAtVersion(
    db,
    users,
    { id: userId, version: input.version },
    { name: input.name, phone: input.phone, email: input.email, updatedAt: new Date() },
  );
  return profile(db, userId, lang);
}
