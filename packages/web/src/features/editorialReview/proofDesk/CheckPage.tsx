import type { ColumnsType } from 'antd/es/table/interface';
import { useMemo, useState } from 'react';
import { ManuscriptStatusTag } from '../../shared/manuscripts/ManuscriptStatusTag.tsx';
import { useManuscriptTexts } from '../../shared/manuscripts/texts.ts';
import { type CheckRow, checkList } from './api.ts';
import { CheckDrawer } from './CheckDrawer.tsx';
import { DeskTable } from './DeskTable.tsx';
import { useProofDeskTexts } from './texts.ts';

/**
 * /editorialReview/check (校样核对): the manuscripts whose previous round's marks are not all checked
 * against the revision the typesetter handed in, with their counts; 核对 opens the check beside the
 * list. Journal, page, sort and keyword are kept in the URL.
 */
export default function CheckPage() {
  const t = useProofDeskTexts();
  const tm = useManuscriptTexts();
  const [opened, setOpened] = useState<CheckRow | null>(null);
  const columns = useMemo<ColumnsType<CheckRow>>(
    () => [
      { key: 'typesetter', title: t('typesetter'), render: (_, r) => r.typesetterName ?? '-' },
      {
        key: 'status',
        title: tm('status'),
        render: (_, r) => <ManuscriptStatusTag status={r.status} testId={`status-${r.id}`} />,
      },
      {
        key: 'round',
        title: t('check.round'),
        render: (_, r) => <span data-testid={`check-round-${r.id}`}>{t('proofOf', { round: r.round })}</span>,
      },
      {
        key: 'unchecked',
        title: t('check.unchecked'),
        sorter: true,
        render: (_, r) => (
          <span style={{ whiteSpace: 'nowrap' }} data-testid={`check-counts-${r.id}`}>
            {t('check.counts', r)}
          </span>
        ),
      },
    ],
    [t, tm],
  );
  const action = useMemo(
    () => ({ key: 'check', label: t('check.open'), run: (row: CheckRow) => void setOpened(row) }),
    [t],
  );

  return (
    <>
      <DeskTable<CheckRow> list={checkList} columns={columns} action={action} />
      <CheckDrawer row={opened} onClose={() => setOpened(null)} />
    </>
  );
}
