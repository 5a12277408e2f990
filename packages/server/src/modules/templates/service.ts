import type {
  AuditTemplate,
  auditTemplateListQuery,
  auditTemplateSaveBody,
  auditTemplateUpdateBody,
} from '@jb/contract/schemas/templates';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { auditTemplates } from '../../db/schema/index.ts';
import type { AuthContext } from '../../platform/access.ts';
import { errors } from '../../platform/errors.ts';
import { ownPress, pressCondition } from '../../platform/tenancy.ts';
import { deleteAtVersion, updateAtVersion } from '../../platform/versioned.ts';

/** A template of the caller's scope, or not found. */
async function inScope(db: Db, auth: AuthContext, id: number) {
  const [found] = await db
    .select({ id: auditTemplates.id })
    .from(auditTemplates)
    .where(and(eq(auditTemplates.id, id), pressCondition(auth, auditTemplates.pressId)));
  if (!found) throw errors.notFound();
}

/** The press's templates, of one stage or all, by stage. */
export async function listTemplates(
  db: Db,
  auth: AuthContext,
  query: z.infer<typeof auditTemplateListQuery>,
): Promise<AuditTemplate[]> {
  const pressId = ownPress(auth, query.pressId);
  return db
    .select({
      id: auditTemplates.id,
      stage: auditTemplates.stage,
      name: auditTemplates.name,
      content: auditTemplates.content,
      version: auditTemplates.version,
    })
    .from(auditTemplates)
    .where(
      and(
        eq(auditTemplates.pressId, pressId),
        query.stage ? eq(auditTemplates.stage, query.stage) : undefined,
      ),
    )
    .orderBy(asc(auditTemplates.stage), asc(auditTemplates.id));
}

export async function createTemplate(
  db: Db,
  auth: AuthContext,
  { pressId, ...fields }: z.infer<typeof auditTemplateSaveBody>,
) {
  const [created] = await db
    .insert(auditTemplates)
    .values({ ...fields, pressId: ownPress(auth, pressId) })
    .returning({ id: auditTemplates.id });
  return { id: created!.id };
}

export async function updateTemplate(
  db: Db,
  auth: AuthContext,
  { id, version, ...fields }: z.infer<typeof auditTemplateUpdateBody>,
) {
  await inScope(db, auth, id);
  await updateAtVersion(db, auditTemplates, { id, version }, fields);
}

export async function deleteTemplate(db: Db, auth: AuthContext, id: number, version: number) {
  await inScope(db, auth, id);
  await deleteAtVersion(db, auditTemplates, { id, version });
}
