import { ellipsis } from '@jb/contract/schemas/common';
import { Space, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { MoneyText } from '../../../components/money/MoneyText.tsx';
import { formatTime } from '../../../lib/formatTime.ts';
import { downloadFile, type RemittanceRecord } from './api.ts';
import { RemittanceStatusTag } from './RemittanceStatusTag.tsx';
import type { RemittanceTexts } from './texts.ts';

/** SPEC §5's text filter: a long remark is cut, the whole of it shows on hover. */
const REMARK_LENGTH = 20;

function Cut({ text }: { text: string }) {
  return (
    <Tooltip title={text.length > REMARK_LENGTH ? text : undefined}>
      {ellipsis(text, REMARK_LENGTH) || '-'}
    </Tooltip>
  );
}

/** Where a remittance came from: a statement's row, or finance's hand (with the voucher). */
function Source({ r, t }: { r: RemittanceRecord; t: RemittanceTexts }) {
  const from =
    r.statementId !== null
      ? t('list.fromStatement', { id: r.statementId, line: r.lineNo ?? '-' })
      : t('list.byHand', { name: r.createdByName });
  return (
    <Space orientation="vertical" size={0}>
      <span>{from}</span>
      {r.voucher && (
        <Typography.Link
          onClick={() => void downloadFile(r.voucher!)}
          data-testid={`remittance-voucher-${r.id}`}
        >
          {t('list.voucher')}：{r.voucher.name}
        </Typography.Link>
      )}
    </Space>
  );
}

/** The remittance list's columns; `receivedOn` and `amount` sort on the server (remittanceRecordQuery). */
export function remittanceColumns(t: RemittanceTexts): ColumnsType<RemittanceRecord> {
  return [
    { key: 'receivedOn', title: t('list.receivedOn'), dataIndex: 'receivedOn' },
    {
      key: 'remitter',
      title: t('list.remitter'),
      render: (_, r) => (
        <Space orientation="vertical" size={0}>
          <span data-testid={`remittance-remitter-${r.id}`}>{r.remitter}</span>
          {r.account && <Typography.Text type="secondary">{r.account}</Typography.Text>}
        </Space>
      ),
    },
    {
      key: 'amount',
      title: t('list.amount'),
      align: 'right',
      render: (_, r) => <MoneyText fen={r.amountFen} testId={`remittance-amount-${r.id}`} />,
    },
    {
      key: 'rest',
      title: t('list.rest'),
      align: 'right',
      render: (_, r) => <MoneyText fen={r.amountFen - r.matchedFen} testId={`remittance-rest-${r.id}`} />,
    },
    {
      key: 'status',
      title: t('list.status'),
      render: (_, r) => (
        <Space orientation="vertical" size={0}>
          <Tooltip title={r.note ? t('list.aside', { note: r.note }) : undefined}>
            <span>
              <RemittanceStatusTag status={r.status} testId={`remittance-status-${r.id}`} />
            </span>
          </Tooltip>
          {r.aside && (
            <Typography.Text type="secondary" data-testid={`remittance-aside-${r.id}`}>
              {t('list.asideBy', { name: r.aside.byName, at: formatTime(r.aside.at) })}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    { key: 'bankRef', title: t('list.bankRef'), render: (_, r) => r.bankRef || '-' },
    { key: 'remark', title: t('list.remark'), render: (_, r) => <Cut text={r.remark} /> },
    {
      key: 'matches',
      title: t('list.matches'),
      render: (_, r) =>
        r.matches.length === 0 ? (
          '-'
        ) : (
          <Space orientation="vertical" size={0} data-testid={`remittance-matches-${r.id}`}>
            {r.matches.map((m) => (
              <span key={m.id}>
                {m.orderNum} · <MoneyText fen={m.amountFen} />
              </span>
            ))}
          </Space>
        ),
    },
    { key: 'source', title: t('list.source'), render: (_, r) => <Source r={r} t={t} /> },
  ];
}
