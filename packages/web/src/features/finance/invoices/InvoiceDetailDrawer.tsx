import { staffDownload } from '@jb/contract/api/files';
import { INVOICE_KIND } from '@jb/contract/schemas/invoices';
import { Button, Descriptions, Drawer, Table } from 'antd';
import { useCanCall } from '../../../app/usePermissions.ts';
import { MoneyText } from '../../../components/money/MoneyText.tsx';
import { usePick } from '../../../i18n/useLang.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import { InvoiceStatusTag } from '../../shared/invoices/InvoiceStatusTag.tsx';
import { useFeeTypeName } from '../../shared/manuscripts/OrderBadges.tsx';
import { downloadInvoiceFile, type InvoiceRow } from './api.ts';
import { useInvoiceTexts } from './texts.ts';

type InvoiceOrder = InvoiceRow['orders'][number];
const dash = (text: string | null | undefined) => text || '-';

/** One invoice as the list read it: the buyer's details the author gave, the invoice itself, its orders. */
export function InvoiceDetailDrawer({ row, onClose }: { row: InvoiceRow | null; onClose: () => void }) {
  const t = useInvoiceTexts();
  const pick = usePick();
  const feeName = useFeeTypeName();
  // The e-invoice file opens for finance; an acquisition editor (发票查询) sees that it was issued.
  const mayDownload = useCanCall(staffDownload);
  return (
    <Drawer
      open={row !== null}
      onClose={onClose}
      size="min(720px, 100vw)"
      title={row ? t('detailTitle', { buyer: row.buyerName }) : ''}
      destroyOnHidden
      data-testid="invoice-detail"
    >
      {row && (
        <>
          <Descriptions
            title={t('buyerInfo')}
            size="small"
            bordered
            column={1}
            data-testid="invoice-detail-buyer"
            items={[
              { key: 'kind', label: t('kind'), children: pick(INVOICE_KIND[row.kind]) },
              { key: 'buyer', label: t('buyer'), children: row.buyerName },
              { key: 'taxpayerId', label: t('taxpayerId'), children: dash(row.taxpayerId) },
              { key: 'address', label: t('address'), children: dash(row.address) },
              { key: 'phone', label: t('phone'), children: dash(row.phone) },
              { key: 'bankName', label: t('bankName'), children: dash(row.bankName) },
              { key: 'bankAccount', label: t('bankAccount'), children: dash(row.bankAccount) },
              { key: 'email', label: t('email'), children: row.email },
            ]}
          />
          <Descriptions
            title={t('invoiceInfo')}
            size="small"
            bordered
            column={2}
            style={{ marginTop: 24 }}
            items={[
              { key: 'amount', label: t('amount'), children: <MoneyText fen={row.amountFen} /> },
              { key: 'status', label: t('status'), children: <InvoiceStatusTag status={row.status} /> },
              { key: 'author', label: t('author'), children: row.authorName },
              { key: 'createdAt', label: t('createdAt'), children: formatTime(row.createdAt) },
              { key: 'number', label: t('invoiceNumber'), children: dash(row.number) },
              { key: 'issuedOn', label: t('issuedOn'), children: dash(row.issuedOn) },
              {
                key: 'tax',
                label: t('tax'),
                children: row.taxFen === null ? '-' : <MoneyText fen={row.taxFen} />,
              },
              {
                key: 'file',
                label: t('file'),
                children: !row.fileId ? (
                  '-'
                ) : mayDownload ? (
                  <Button
                    type="link"
                    size="small"
                    style={{ padding: 0 }}
                    onClick={() => void downloadInvoiceFile(row.fileId!, `${row.number ?? 'invoice'}.pdf`)}
                    data-testid="invoice-detail-file"
                  >
                    {t('download')}
                  </Button>
                ) : (
                  t('issuedFile')
                ),
              },
              ...(row.redNumber
                ? [
                    { key: 'redNumber', label: t('redNumber'), children: row.redNumber },
                    { key: 'redOn', label: t('redOn'), children: dash(row.redOn) },
                  ]
                : []),
              { key: 'note', label: t('note'), span: 2, children: dash(row.note) },
            ]}
          />
          <Table<InvoiceOrder>
            style={{ marginTop: 24 }}
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={row.orders}
            columns={[
              { key: 'orderNum', title: t('orderNum'), dataIndex: 'orderNum' },
              { key: 'articleNo', title: t('articleNo'), dataIndex: 'articleNo' },
              { key: 'title', title: t('articleTitle'), dataIndex: 'title', ellipsis: true },
              { key: 'feeType', title: t('feeType'), render: (_, o) => feeName(o.feeType) },
              {
                key: 'amount',
                title: t('orderAmount'),
                align: 'right',
                render: (_, o) => <MoneyText fen={o.amountFen} />,
              },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
