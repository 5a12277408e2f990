import { perfOrders } from '@jb/contract/api/caibianPerf';
import type { PerfOrderRow, PerfRow } from '@jb/contract/schemas/caibianPerf';
import { Drawer, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { CutText } from '../../../components/CutText.tsx';
import { MoneyText } from '../../../components/money/MoneyText.tsx';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import { formatTime } from '../../../lib/formatTime.ts';
import { useFeeTypeName } from '../../shared/manuscripts/OrderBadges.tsx';
import { usePerfTexts } from './texts.ts';

/** The paid orders behind one editor's totals of the period, with each commission and whether it was paid. */
export function PerfOrdersDrawer({
  editor,
  period,
  onClose,
}: {
  editor: PerfRow | null;
  period: { from: string; to: string };
  onClose: () => void;
}) {
  const t = usePerfTexts();
  const feeName = useFeeTypeName();
  const columns = useMemo<ColumnsType<PerfOrderRow>>(
    () => [
      { key: 'orderNum', title: t('detail.orderNum'), dataIndex: 'orderNum' },
      { key: 'articleNo', title: t('detail.articleNo'), dataIndex: 'articleNo' },
      { key: 'title', title: t('detail.manuscript'), render: (_, r) => <CutText text={r.title} /> },
      { key: 'feeType', title: t('detail.feeType'), render: (_, r) => feeName(r.feeType) },
      {
        key: 'amount',
        title: t('detail.amount'),
        align: 'right',
        render: (_, r) => <MoneyText fen={r.amountFen} />,
      },
      {
        key: 'paid',
        title: t('detail.paid'),
        align: 'right',
        render: (_, r) => <MoneyText fen={r.paidFen} />,
      },
      { key: 'paidAt', title: t('detail.paidAt'), render: (_, r) => formatTime(r.paidAt) },
      {
        key: 'commission',
        title: t('detail.commission'),
        align: 'right',
        render: (_, r) => <MoneyText fen={r.commissionFen} testId={`perf-order-commission-${r.orderNum}`} />,
      },
      {
        key: 'state',
        title: t('detail.state'),
        render: (_, r) =>
          r.commissionPaymentId === null ? (
            <Tag data-testid={`perf-order-open-${r.orderNum}`}>{t('detail.open')}</Tag>
          ) : (
            <Tag color="green" data-testid={`perf-order-settled-${r.orderNum}`}>
              {t('detail.settled')}
            </Tag>
          ),
      },
    ],
    [t, feeName],
  );
  return (
    <Drawer
      open={editor !== null}
      onClose={onClose}
      size="min(1100px, 100vw)"
      title={editor ? t('detail.title', { name: editor.editorName, ...period }) : ''}
      destroyOnHidden
      data-testid="perf-orders"
    >
      {editor && (
        <ResourceTable<PerfOrderRow>
          list={perfOrders}
          columns={columns}
          rowKey={(r) => r.orderId}
          params={{ ...period, editorId: String(editor.editorId) }}
        />
      )}
    </Drawer>
  );
}
