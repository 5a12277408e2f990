import { INVOICE_KIND, InvoiceStatus } from '@jb/contract/schemas/invoices';
import { Button, Card, Empty, Popconfirm, Space, Table, Typography } from 'antd';
import { type HTMLAttributes, type ReactNode, useState } from 'react';
import { toast } from '../api/notify.ts';
import { MoneyText } from '../components/money/MoneyText.tsx';
import { InvoiceStatusTag } from '../features/shared/invoices/InvoiceStatusTag.tsx';
import { usePick } from '../i18n/useLang.ts';
import { formatTime } from '../lib/formatTime.ts';
import { downloadFile } from './api.ts';
import { type AuthorInvoice, withdrawInvoice } from './invoiceApi.ts';
import { useAuthorInvoiceTexts } from './invoiceTexts.ts';

/** The status, and why: finance's reason for not issuing, or the red-letter invoice that reversed it. */
function StatusCell({ row }: { row: AuthorInvoice }) {
  const t = useAuthorInvoiceTexts();
  let why: string | null = null;
  if (row.redNumber) why = t('red', { number: row.redNumber });
  else if (row.status === InvoiceStatus.HANDLED && row.note) why = t('refused', { note: row.note });
  return (
    <Space orientation="vertical" size={2}>
      <InvoiceStatusTag status={row.status} testId={`my-invoice-status-${row.id}`} />
      {why && (
        <Typography.Text type="secondary" data-testid={`my-invoice-why-${row.id}`}>
          {why}
        </Typography.Text>
      )}
    </Space>
  );
}

const WITHDRAWABLE: number[] = [InvoiceStatus.REQUESTED, InvoiceStatus.REQUESTED_AGAIN];

/** 我的发票: the author's invoices, newest first, each issued one with its file to download. */
export function InvoiceListCard({
  journalId,
  rows,
  loading,
  extra,
}: {
  journalId: number;
  rows: AuthorInvoice[];
  loading: boolean;
  extra: ReactNode;
}) {
  const t = useAuthorInvoiceTexts();
  const pick = usePick();
  const [fetching, setFetching] = useState<number | null>(null);
  const [withdrawing, setWithdrawing] = useState<number | null>(null);

  const save = async (row: AuthorInvoice) => {
    setFetching(row.id);
    try {
      await downloadFile(journalId, { fileId: row.fileId!, name: `${row.number ?? row.id}.pdf` });
    } catch {
      // The client has said why.
    } finally {
      setFetching(null);
    }
  };

  const withdraw = async (row: AuthorInvoice) => {
    setWithdrawing(row.id);
    try {
      await withdrawInvoice(journalId, row);
      toast('success', t('withdrawn'));
    } catch {
      // The client has said why (and the list is reloaded: someone may have issued it first).
    } finally {
      setWithdrawing(null);
    }
  };

  return (
    <Card title={t('title')} size="small" extra={extra} className="author-block" data-testid="my-invoices">
      <Table<AuthorInvoice>
        rowKey="id"
        size="middle"
        loading={loading}
        dataSource={rows}
        pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
        scroll={{ x: 900 }}
        onRow={(row) => ({ 'data-testid': `my-invoice-${row.id}` }) as HTMLAttributes<HTMLElement>}
        locale={{ emptyText: <Empty description={t('empty')} data-testid="my-invoices-empty" /> }}
        columns={[
          { key: 'createdAt', title: t('createdAt'), width: 170, render: (_, r) => formatTime(r.createdAt) },
          { key: 'kind', title: t('kind'), width: 140, render: (_, r) => pick(INVOICE_KIND[r.kind]) },
          { key: 'buyer', title: t('buyer'), dataIndex: 'buyerName' },
          {
            key: 'amount',
            title: t('amount'),
            width: 120,
            align: 'right',
            render: (_, r) => <MoneyText fen={r.amountFen} />,
          },
          {
            key: 'orders',
            title: t('orders'),
            render: (_, r) => (
              <Space orientation="vertical" size={0}>
                {r.orders.map((o) => (
                  <span key={o.id}>{`${o.orderNum} · ${o.articleNo}`}</span>
                ))}
              </Space>
            ),
          },
          { key: 'status', title: t('status'), render: (_, r) => <StatusCell row={r} /> },
          {
            key: 'number',
            title: t('number'),
            render: (_, r) =>
              r.number ? (
                <Space orientation="vertical" size={0} data-testid={`my-invoice-number-${r.id}`}>
                  <span>{r.number}</span>
                  <Typography.Text type="secondary">{r.issuedOn}</Typography.Text>
                </Space>
              ) : (
                '-'
              ),
          },
          {
            key: 'file',
            title: t('file'),
            width: 90,
            render: (_, r) =>
              r.fileId ? (
                <Button
                  type="link"
                  size="small"
                  style={{ padding: 0 }}
                  loading={fetching === r.id}
                  onClick={() => void save(r)}
                  data-testid={`my-invoice-download-${r.id}`}
                >
                  {t('download')}
                </Button>
              ) : (
                '-'
              ),
          },
          {
            key: 'actions',
            title: t('actions'),
            width: 100,
            render: (_, r) =>
              WITHDRAWABLE.includes(r.status) ? (
                <Popconfirm
                  title={t('withdrawConfirm')}
                  onConfirm={() => withdraw(r)}
                  okButtonProps={{ 'data-testid': 'my-invoice-withdraw-ok' }}
                >
                  <Button
                    type="link"
                    size="small"
                    danger
                    style={{ padding: 0 }}
                    loading={withdrawing === r.id}
                    data-testid={`my-invoice-withdraw-${r.id}`}
                  >
                    {t('withdraw')}
                  </Button>
                </Popconfirm>
              ) : (
                '-'
              ),
          },
        ]}
      />
    </Card>
  );
}
