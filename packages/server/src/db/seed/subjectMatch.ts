import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { editorGroupMembers, editorGroups, journalSubjects, journals, subjects } from '../schema/index.ts';

/** The subjects each demo journal accepts (of the platform's tree, seed/configuration.ts). */
const JOURNAL_SUBJECTS: Record<string, string[]> = {
  计算机科学与应用: ['计算机科学与技术', '电子信息工程'],
  现代农业研究: ['作物学', '园艺学'],
  医学与健康: ['临床医学', '公共卫生'],
};

/**
 * Who of the editor groups handles which subjects (seed/access.ts made the groups): in 计算机初审组
 * the demo reviewer takes 计算机科学与技术, a colleague 电子信息工程 and the third any subject; in
 * 农业复审组 the member handles all of 农学 (its subjects below match too).
 */
const MEMBER_SUBJECTS: Record<string, string[][]> = {
  计算机初审组: [['计算机科学与技术'], ['电子信息工程'], []],
  农业复审组: [['农学']],
};

/**
 * Subjects at work in the demo: each journal lists its subjects, each of its manuscripts has one of
 * them (alternating), and editor-group members handle some, so one-key allocation shows its
 * subject match on the demo's queues.
 */
export async function seedSubjectMatch(tx: Tx, pressId: number): Promise<void> {
  const tree = await tx
    .select({ id: subjects.id, name: subjects.name })
    .from(subjects)
    .where(isNull(subjects.pressId));
  const idOf = (name: string) => tree.find((s) => s.name === name)!.id;
  const own = await tx
    .select({ id: journals.id, name: journals.name })
    .from(journals)
    .where(eq(journals.pressId, pressId));
  for (const j of own) {
    const names = JOURNAL_SUBJECTS[j.name];
    if (!names) continue;
    const ids = names.map(idOf);
    await tx.insert(journalSubjects).values(ids.map((subjectId) => ({ journalId: j.id, subjectId })));
    const list = sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    );
    // In id order, the journal's subjects in turn.
    await tx.execute(sql`update manuscripts m set subject_id = (array[${list}]::int[])[1 + (r.n % ${ids.length})]
      from (select id, (row_number() over (order by id))::int - 1 as n from manuscripts
        where journal_id = ${j.id} and subject_id is null) r
      where m.id = r.id`);
  }
  const groups = await tx
    .select({ id: editorGroups.id, name: editorGroups.name })
    .from(editorGroups)
    .where(and(eq(editorGroups.pressId, pressId), inArray(editorGroups.name, Object.keys(MEMBER_SUBJECTS))));
  for (const g of groups) {
    const members = await tx
      .select({ userId: editorGroupMembers.userId })
      .from(editorGroupMembers)
      .where(eq(editorGroupMembers.groupId, g.id))
      .orderBy(asc(editorGroupMembers.userId));
    for (const [i, names] of MEMBER_SUBJECTS[g.name]!.entries()) {
      const m = members[i];
      if (!m) continue;
      await tx
        .update(editorGroupMembers)
        .set({ subjectIds: names.map(idOf) })
        .where(and(eq(editorGroupMembers.groupId, g.id), eq(editorGroupMembers.userId, m.userId)));
    }
  }
}
