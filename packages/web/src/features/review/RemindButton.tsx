import { REVIEW_CALLS, remindUser } from '@jb/contract/api/review';
import type { ReviewGroup } from '@jb/contract/stageGroups';
import { Button } from 'antd';
import { useState } from 'react';
import { api } from '../../api/http.ts';
import { useCanCall } from '../../app/usePermissions.ts';
import { useListChange } from '../../components/resourceTable/useListChange.tsx';
import { useReviewTexts } from './texts.ts';

/**
 * Reminds the person a manuscript's stage is allocated to (remindUser): the templated notice again,
 * by e-mail and in their inbox. Shown while an allocation is open, to those who may remind.
 */
export function RemindButton({
  group,
  manuscriptId,
  person,
}: {
  group: ReviewGroup;
  manuscriptId: number;
  person: string;
}) {
  const t = useReviewTexts();
  const may = useCanCall(remindUser);
  const change = useListChange(REVIEW_CALLS[group.key].list);
  const [busy, setBusy] = useState(false);
  if (!may) return null;
  return (
    <>
      {change.holder}
      <Button
        size="small"
        loading={busy}
        data-testid="queue-remind"
        onClick={() => {
          setBusy(true);
          void change
            .run(
              () => api(remindUser, { body: { manuscriptId } }, { quiet: true }),
              t('reminded', { name: person }),
            )
            .finally(() => setBusy(false));
        }}
      >
        {t('remind')}
      </Button>
    </>
  );
}
