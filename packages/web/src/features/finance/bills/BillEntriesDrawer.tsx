import { billEntries } from '@jb/contract/api/bills';
import { ENTRY_KIND } from '@jb/contract/schemas/bills';
import { Button, Descriptions, Drawer, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useMemo, useState } from 'react';
import { MoneyText } from '../../../components/money/MoneyText.tsx';
import { useResourceList } from '../../../components/resourceTable/useResourceList.ts';
import { usePick } from '../../../i18n/useLang.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import { useFeeTypeName } from '../../shared/manuscripts/OrderBadges.tsx';
import { type BillEntryRow, type BillRow, downloadBill } from './api.ts';
import { ReverseEntryModal } from './ReverseEntryModal.tsx';
import { useBillTexts } from './texts.ts';
import { billKey, PeriodStatusTag, Reconciliation } from './useBillColumns.tsx';

const KIND_COLOR: Record<BillEntryRow['kind'], string> = {
  payment: 'success',
  refund: 'warning',
  discount: 'default',
  reversal: 'error',
};

/** What an entry's note says: a late entry's month, a reversal's original and reason, its reversal. */
function EntryNote({ entry }: { entry: BillEntryRow }) {
  const t = useBillTexts();
  const lines = [
    entry.lateFrom && t('entry.late', { month: entry.lateFrom }),
    entry.kind === 'reversal' && t('entry.reversal', { id: entry.reversesId, reason: entry.note }),
    entry.reversedById !== null && t('entry.reversedBy', { id: entry.reversedById }),
  ].filter((line): line is string => Boolean(line));
  if (lines.length === 0) return '-';
  return (
    <Space orientation="vertical" size={0} data-testid={`bill-entry-note-${entry.id}`}>
      {lines.map((line) => (
        <Typography.Text key={line} type="secondary">
          {line}
        </Typography.Text>
      ))}
    </Space>
  );
}

function useEntryColumns(reverse: (entry: BillEntryRow) => void): ColumnsType<BillEntryRow> {
  const t = useBillTexts();
  const pick = usePick();
  const feeName = useFeeTypeName();
  return useMemo<ColumnsType<BillEntryRow>>(
    () => [
      { key: 'date', title: t('entry.date'), dataIndex: 'occurredOn', width: 110 },
      { key: 'orderNum', title: t('entry.orderNum'), dataIndex: 'orderNum' },
      {
        key: 'manuscript',
        title: t('entry.manuscript'),
        render: (_, e) => (
          <Space orientation="vertical" size={0}>
            <span>{e.articleNo}</span>
            <Typography.Text type="secondary" ellipsis style={{ maxWidth: 220 }}>
              {e.title}
            </Typography.Text>
          </Space>
        ),
      },
      { key: 'feeType', title: t('entry.feeType'), render: (_, e) => feeName(e.feeType) },
      {
        key: 'kind',
        title: t('entry.kind'),
        render: (_, e) => (
          <Tag color={KIND_COLOR[e.kind]} data-testid={`bill-entry-kind-${e.id}`}>
            {pick(ENTRY_KIND[e.kind])}
          </Tag>
        ),
      },
      {
        key: 'amount',
        title: t('entry.amount'),
        align: 'right',
        render: (_, e) => <MoneyText fen={e.amountFen} testId={`bill-entry-amount-${e.id}`} />,
      },
      { key: 'note', title: t('entry.note'), render: (_, e) => <EntryNote entry={e} /> },
      {
        key: 'actions',
        title: '',
        render: (_, e) =>
          e.actions.includes('reverse') && (
            <Button size="small" danger onClick={() => reverse(e)} data-testid={`bill-entry-reverse-${e.id}`}>
              {t('reverse.action')}
            </Button>
          ),
      },
    ],
    [t, pick, feeName, reverse],
  );
}

/** A month's entries, a page at a time (sorted by date), with the reverse button where allowed. */
function EntriesTable({ row }: { row: BillRow }) {
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const [reversing, setReversing] = useState<BillEntryRow | null>(null);
  const columns = useEntryColumns(setReversing);
  const query = { merchantId: row.merchantId, period: row.period, sort: 'occurredOn', order: 'asc', ...page };
  const entries = useResourceList<BillEntryRow>(billEntries, query);
  return (
    <>
      <Table<BillEntryRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={entries.data?.list ?? []}
        loading={entries.isFetching}
        scroll={{ x: 960 }}
        data-testid="bill-entries"
        pagination={{
          current: page.page,
          pageSize: page.pageSize,
          total: entries.data?.total ?? 0,
          showSizeChanger: true,
          onChange: (p, pageSize) => setPage({ page: pageSize === page.pageSize ? p : 1, pageSize }),
        }}
        onRow={(e) => ({ 'data-testid': `bill-entry-${e.id}` }) as never}
      />
      <ReverseEntryModal entry={reversing} onClose={() => setReversing(null)} />
    </>
  );
}

/** The figures of a merchant's month above its entries, with the .xlsx and PDF downloads. */
export function BillEntriesDrawer({ row, onClose }: { row: BillRow | null; onClose: () => void }) {
  const t = useBillTexts();
  return (
    <Drawer
      open={row !== null}
      onClose={onClose}
      size="min(1080px, 100vw)"
      title={row ? t('drawer.title', { merchant: row.merchantName, period: row.period }) : ''}
      destroyOnHidden
      extra={
        row && (
          <Space>
            <Button onClick={() => void downloadBill(row, 'xlsx')} data-testid="bill-export">
              {t('export')}
            </Button>
            <Button onClick={() => void downloadBill(row, 'pdf')} data-testid="bill-statement">
              {t('statement')}
            </Button>
          </Space>
        )
      }
      data-testid="bill-detail"
    >
      {row && (
        <>
          <Descriptions
            title={t('drawer.summary')}
            size="small"
            bordered
            column={3}
            data-testid={`bill-summary-${billKey(row)}`}
            items={[
              { key: 'status', label: t('status'), children: <PeriodStatusTag status={row.status} /> },
              { key: 'opening', label: t('opening'), children: <MoneyText fen={row.openingFen} /> },
              { key: 'in', label: t('in'), children: <MoneyText fen={row.inFen} /> },
              { key: 'refunds', label: t('refunds'), children: <MoneyText fen={row.refundFen} /> },
              { key: 'discounts', label: t('discounts'), children: <MoneyText fen={row.discountFen} /> },
              {
                key: 'closing',
                label: t('closing'),
                children: <MoneyText fen={row.closingFen} testId="bill-summary-closing" />,
              },
              { key: 'remitted', label: t('drawer.remitted'), children: <MoneyText fen={row.remittedFen} /> },
              {
                key: 'remittanceIn',
                label: t('drawer.remittanceIn'),
                children: <MoneyText fen={row.remittanceInFen} />,
              },
              { key: 'reconcile', label: t('reconcile'), children: <Reconciliation row={row} /> },
              {
                key: 'closedAt',
                label: t('closedAt'),
                children: row.closedAt ? `${formatTime(row.closedAt)} ${row.closedByName ?? ''}` : '-',
              },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('entries')}
          </Typography.Title>
          <EntriesTable row={row} />
        </>
      )}
    </Drawer>
  );
}
