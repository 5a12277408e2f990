import { useMemo } from 'react';
import { flatOptions } from '../operation/expertManagement/subjectOptions.ts';
import { useSubjects } from '../shared/subjects.ts';
import { useReviewTexts } from './texts.ts';

/** A member's subjects by their path in the tree (`工学 / 计算机科学`), or "any subject" for none. */
export function SubjectNames({ ids, testId }: { ids: readonly number[]; testId: string }) {
  const t = useReviewTexts();
  const subjects = useSubjects();
  const label = useMemo(
    () => new Map(flatOptions(subjects.data ?? []).map((o) => [o.value, o.label])),
    [subjects.data],
  );
  return (
    <span data-testid={testId}>
      {ids.length ? ids.map((id) => label.get(id) ?? `#${id}`).join('、') : t('load.anySubject')}
    </span>
  );
}
