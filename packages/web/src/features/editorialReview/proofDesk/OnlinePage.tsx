import type { ColumnsType } from 'antd/es/table/interface';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { useStageLabel } from '../postingDateFaPai/cells.tsx';
import { type OnlineRow, onlineProofs } from './api.ts';
import { DeskTable } from './DeskTable.tsx';
import { ONLINE_PROOF_PATH } from './OnlineProofPage.tsx';
import { useProofDeskTexts } from './texts.ts';

/**
 * /editorialReview/online (在线校对): the proofreader's desk. The manuscripts at a proof round in the
 * caller's scope with the round, the marks so far (one's own, and who else marked) and the
 * typesetter; 校对 opens the full-page proofreading view. Journal, page and keyword in the URL.
 */
export default function OnlinePage() {
  const t = useProofDeskTexts();
  const stageLabel = useStageLabel();
  const navigate = useNavigate();
  const columns = useMemo<ColumnsType<OnlineRow>>(
    () => [
      {
        key: 'round',
        title: t('round'),
        render: (_, r) => <span data-testid={`online-round-${r.id}`}>{stageLabel(r.status)}</span>,
      },
      {
        key: 'marks',
        title: t('marks'),
        render: (_, r) => (
          <span data-testid={`online-marks-${r.id}`}>
            {r.marks}
            {r.carried > 0 && ` (${t('carried')} ${r.carried})`}
          </span>
        ),
      },
      { key: 'mine', title: t('mine'), dataIndex: 'mine' },
      { key: 'markers', title: t('markers'), render: (_, r) => r.markers.join('、') || '-' },
      { key: 'typesetter', title: t('typesetter'), render: (_, r) => r.typesetterName ?? '-' },
    ],
    [t, stageLabel],
  );
  const action = useMemo(
    () => ({
      key: 'read',
      label: t('read'),
      run: (row: OnlineRow) => void navigate(`${ONLINE_PROOF_PATH}?id=${row.id}`),
    }),
    [t, navigate],
  );

  return <DeskTable<OnlineRow> list={onlineProofs} columns={columns} action={action} />;
}
