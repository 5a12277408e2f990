import { myExpertFees } from '@jb/contract/api/expertFees';
import { AUDIT_FEE_STATUS } from '@jb/contract/enums/order';
import { LISTED_FEE_STATUSES, type MyExpertFeeRow } from '@jb/contract/schemas/expertFees';
import type { Page } from '@jb/contract/schemas/list';
import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useCallback, useMemo, useState } from 'react';
import { MoneyText } from '../../components/money/MoneyText.tsx';
import type { FilterField } from '../../components/resourceTable/filters.ts';
import { ResourceTable } from '../../components/resourceTable/ResourceTable.tsx';
import { usePick } from '../../i18n/useLang.ts';
import { formatTime } from '../../lib/formatTime.ts';
import { FeeStatusTag } from '../shared/expertFees/FeeStatusTag.tsx';
import { type FeeTotal, FeeTotals } from '../shared/expertFees/FeeTotals.tsx';
import { useExpertAreaTexts } from './texts.ts';

/** 我的审稿费: the signed-in expert's own review fees, how far each has been paid, and the totals. */
export function MyFees() {
  const t = useExpertAreaTexts();
  const pick = usePick();
  const [totals, setTotals] = useState<FeeTotal[]>();
  const onPage = useCallback(
    (page: Page<MyExpertFeeRow>) =>
      setTotals((page as Page<MyExpertFeeRow> & { summary: FeeTotal[] }).summary),
    [],
  );

  const filters = useMemo<FilterField[]>(
    () => [
      {
        kind: 'select',
        name: 'status',
        label: t('fees.statusFilter'),
        options: LISTED_FEE_STATUSES.map((s) => ({ value: s, label: pick(AUDIT_FEE_STATUS[s]!) })),
      },
    ],
    [t, pick],
  );

  const columns = useMemo<ColumnsType<MyExpertFeeRow>>(
    () => [
      { key: 'articleNo', title: t('fees.articleNo'), dataIndex: 'articleNo' },
      { key: 'title', title: t('fees.title'), dataIndex: 'title' },
      { key: 'journal', title: t('fees.journal'), dataIndex: 'journalName' },
      { key: 'submittedAt', title: t('fees.submittedAt'), render: (_, r) => formatTime(r.submittedAt) },
      {
        key: 'fee',
        title: t('fees.fee'),
        align: 'right',
        render: (_, r) => <MoneyText fen={r.feeFen} testId={`my-fee-amount-${r.id}`} />,
      },
      {
        key: 'status',
        title: t('fees.status'),
        render: (_, r) => <FeeStatusTag status={r.feeStatus} testId={`my-fee-status-${r.id}`} />,
      },
      { key: 'batchNo', title: t('fees.batchNo'), render: (_, r) => r.batchNo ?? '-' },
      { key: 'paidAt', title: t('fees.paidAt'), render: (_, r) => formatTime(r.paidAt) },
    ],
    [t],
  );

  return (
    <>
      <Typography.Paragraph type="secondary">{t('fees.hint')}</Typography.Paragraph>
      <ResourceTable<MyExpertFeeRow>
        list={myExpertFees}
        columns={columns}
        rowKey={(row) => row.id}
        filters={filters}
        onPage={onPage}
        toolbar={<FeeTotals totals={totals} testId="my-fee-totals" />}
      />
    </>
  );
}
