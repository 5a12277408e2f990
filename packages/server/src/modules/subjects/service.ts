import { SUBJECT_EDIT } from '@jb/contract/api/subjects';
import { ErrorCode } from '@jb/contract/errors';
import type { SubjectNode, subjectAddBody, subjectUpdateBody } from '@jb/contract/schemas/subjects';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors, refuse } from '../../platform/errors.ts';
import {
  deleteSubjectRow,
  insertSubject,
  renameSubjectRow,
  subjectInUse,
  visibleSubject,
  visibleSubjects,
} from './queries.ts';

/** The subjects the caller sees, flat, each saying whether the caller may change it. */
export async function listSubjects(db: Db, auth: AuthContext): Promise<SubjectNode[]> {
  const rows = await visibleSubjects(db, auth);
  const canEdit = auth.permissions.has(SUBJECT_EDIT);
  return rows.map((r) => ({
    id: r.id,
    parentId: r.parentId,
    name: r.name,
    shared: r.pressId === null,
    editable: canEdit && (auth.platform || r.pressId === auth.pressId),
  }));
}

/** A subject the caller may change: the platform changes shared ones, a press only its own. */
async function editable(db: Db, auth: AuthContext, id: number) {
  const row = await visibleSubject(db, auth, id);
  if (!row) throw errors.notFound();
  if (!auth.platform && row.pressId !== auth.pressId) throw errors.forbidden();
  return row;
}

/** A subject under a visible parent (or at the top); the platform's are shared, a press's its own. */
export async function addSubject(db: Db, auth: AuthContext, body: z.infer<typeof subjectAddBody>) {
  if (body.parentId && !(await visibleSubject(db, auth, body.parentId)))
    throw errors.field('parentId', 'invalid');
  const id = await insertSubject(db, {
    name: body.name,
    parentId: body.parentId,
    pressId: auth.platform ? null : auth.pressId,
  });
  return { id };
}

export async function renameSubject(db: Db, auth: AuthContext, body: z.infer<typeof subjectUpdateBody>) {
  await editable(db, auth, body.id);
  await renameSubjectRow(db, body.id, body.name);
}

/** Deletes a subject that has none below it and no journal uses. */
export async function deleteSubject(db: Db, auth: AuthContext, id: number) {
  await editable(db, auth, id);
  if (await subjectInUse(db, id)) throw refuse(ErrorCode.SUBJECT_IN_USE);
  await deleteSubjectRow(db, id);
}
