import type { ResultOf } from '@jb/contract/api/define';
import { remittanceList } from '@jb/contract/api/manuscripts';
import { ORDER_PAY_STATUS } from '@jb/contract/enums/order';
import { ellipsis } from '@jb/contract/schemas/common';
import { Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useMemo, useState } from 'react';
import { MoneyText } from '../../../components/money/MoneyText.tsx';
import type { FilterField } from '../../../components/resourceTable/filters.ts';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import type { RowActionMap } from '../../../components/resourceTable/rowActions.ts';
import { usePick } from '../../../i18n/useLang.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import { PayStatusTag } from '../../shared/manuscripts/OrderBadges.tsx';
import { RemittanceFormModal, type RemittanceTarget } from '../../shared/manuscripts/RemittanceFormModal.tsx';
import { useManuscriptTexts } from '../../shared/manuscripts/texts.ts';
import { actionTitle } from '../../shared/manuscripts/workflowText.ts';
import { useRemittanceTexts } from './texts.ts';

type RemittanceRow = ResultOf<typeof remittanceList>['list'][number];

/** SPEC §5's text filter: long titles are cut, the whole title shows on hover. */
const TITLE_LENGTH = 20;

/**
 * 汇款确认's prepaid-fee orders, waiting or settled: finance confirms a bank remittance of one (when
 * it was not matched from a statement), which pays the order and moves the manuscript to its first
 * review stage.
 */
export function PrepaidOrders() {
  const t = useRemittanceTexts();
  const tm = useManuscriptTexts();
  const pick = usePick();
  const [confirming, setConfirming] = useState<RemittanceTarget | null>(null);

  const filters = useMemo<FilterField[]>(
    () => [
      {
        kind: 'select',
        name: 'payStatus',
        label: t('payStatus'),
        options: Object.entries(ORDER_PAY_STATUS).map(([value, label]) => ({ value, label: pick(label) })),
      },
      { kind: 'text', name: 'keyword', label: t('keyword') },
    ],
    [t, pick],
  );

  const columns = useMemo<ColumnsType<RemittanceRow>>(
    () => [
      { key: 'orderNum', title: t('orderNum'), dataIndex: 'orderNum' },
      {
        key: 'manuscript',
        title: t('manuscript'),
        render: (_, r) => (
          <Tooltip title={r.title.length > TITLE_LENGTH ? r.title : undefined} placement="topLeft">
            <span>
              {r.articleNo} {ellipsis(r.title, TITLE_LENGTH)}
            </span>
          </Tooltip>
        ),
      },
      { key: 'journalName', title: tm('journal'), dataIndex: 'journalName' },
      { key: 'authorName', title: tm('author'), dataIndex: 'authorName' },
      {
        key: 'amountFen',
        title: t('amount'),
        align: 'right',
        render: (_, r) => <MoneyText fen={r.amountFen} testId={`remittance-amount-${r.id}`} />,
      },
      {
        key: 'payStatus',
        title: t('payStatus'),
        render: (_, r) => <PayStatusTag status={r.payStatus} testId={`remittance-status-${r.id}`} />,
      },
      { key: 'remitter', title: t('remitter'), render: (_, r) => r.remitter ?? '-' },
      { key: 'paidOn', title: t('paidOn'), render: (_, r) => r.paidOn ?? '-' },
      { key: 'createdAt', title: t('createdAt'), render: (_, r) => formatTime(r.createdAt) },
    ],
    [t, tm],
  );

  const actions = useMemo<RowActionMap<RemittanceRow>>(
    () => ({
      confirmRemittance: {
        label: pick(actionTitle('confirmRemittance')),
        run: (row) => void setConfirming(row),
      },
    }),
    [pick],
  );

  return (
    <>
      <ResourceTable<RemittanceRow>
        list={remittanceList}
        columns={columns}
        rowKey={(row) => row.id}
        filters={filters}
        actions={actions}
      />
      <RemittanceFormModal target={confirming} onClose={() => setConfirming(null)} list={remittanceList} />
    </>
  );
}
