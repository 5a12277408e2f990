import { FEE_TYPE } from '@jb/contract/enums/journal';
import { OrderPayStatus, orderPayStatusLabel } from '@jb/contract/enums/order';
import { MANUSCRIPT_FILE_ROLES, type ManuscriptFileRole } from '@jb/contract/schemas/files';
import { Status } from '@jb/contract/workflow';
import { Alert, Button, Card, Descriptions, Empty, Result, Skeleton, Table, Tag, Timeline } from 'antd';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { isApiError } from '../api/ApiError.ts';
import { LoadError } from '../components/LoadError.tsx';
import { formatMoney } from '../components/money/money.ts';
import { usePick } from '../i18n/useLang.ts';
import { formatTime } from '../lib/formatTime.ts';
import { AnnexCard } from './AnnexCard.tsx';
import { hasCard } from './actionCards.ts';
import { type AuthorManuscriptDetail, downloadFile, type SiteJournal, useMyManuscript } from './api.ts';
import { ManuscriptMessages } from './ManuscriptMessages.tsx';
import { ProofCard } from './ProofCard.tsx';
import { RefundCard } from './RefundCard.tsx';
import { RevisionApplicationCard } from './RevisionApplicationCard.tsx';
import { RevisionCard } from './RevisionCard.tsx';
import { awaitedPayment, fileSize, siteHome, sitePath, statusLabel } from './rules.ts';
import { useAuthorSiteTexts } from './texts.ts';
import { WithdrawalCard } from './WithdrawalCard.tsx';

type FileRow = AuthorManuscriptDetail['files'][number];
type OrderRow = AuthorManuscriptDetail['orders'][number];

/** One manuscript: what was sent, the byline, the files (downloadable), its orders and its history. */
export function ManuscriptDetailPage({ journal }: { journal: SiteJournal }) {
  const t = useAuthorSiteTexts();
  const pick = usePick();
  const id = sitePath(useLocation().pathname).manuscriptId;
  const detail = useMyManuscript(journal.id, id, true);
  const [downloading, setDownloading] = useState<number | null>(null);
  const back = (
    <Link to={`${siteHome(journal)}/manuscripts`} data-testid="detail-back">
      ← {t('detail.back')}
    </Link>
  );

  if (id === 0 || (isApiError(detail.error) && detail.error.status === 404))
    return <Result status="404" title={t('detail.notFound')} extra={back} data-testid="detail-not-found" />;
  if (detail.isError) return <LoadError onRetry={() => void detail.refetch()} />;
  if (detail.isPending)
    return (
      <Card size="small">
        <Skeleton active />
      </Card>
    );

  const m = detail.data;
  const waiting = m.status === Status.AUTHOR_UNPAID ? awaitedPayment(m.orders) : null;
  const roleLabel = (role: string) =>
    (MANUSCRIPT_FILE_ROLES as readonly string[]).includes(role)
      ? t(`role.${role as ManuscriptFileRole}`)
      : role;

  const save = async (file: FileRow) => {
    setDownloading(file.fileId);
    try {
      await downloadFile(journal.id, file);
    } catch {
      // The client has shown why.
    } finally {
      setDownloading(null);
    }
  };

  return (
    <div className="author-detail" data-testid="manuscript-detail">
      <div className="author-block">{back}</div>
      {waiting ? (
        <Alert
          type="warning"
          showIcon
          className="author-block"
          title={t('detail.waitingPayment', {
            fee: pick(FEE_TYPE[waiting.feeType] ?? { zh: '', en: '' }),
            amount: formatMoney(waiting.amountFen - waiting.paidFen),
          })}
          data-testid="detail-waiting-payment"
        />
      ) : null}
      {hasCard(m.actions, 'revision') ? <RevisionCard journal={journal} m={m} /> : null}
      {hasCard(m.actions, 'annex') ? <AnnexCard journal={journal} m={m} /> : null}
      {hasCard(m.actions, 'refund') ? <RefundCard journal={journal} m={m} /> : null}
      {hasCard(m.actions, 'proofs') ? <ProofCard journal={journal} m={m} /> : null}
      <WithdrawalCard journal={journal} m={m} offered={hasCard(m.actions, 'withdrawal')} />
      <RevisionApplicationCard journal={journal} m={m} offered={hasCard(m.actions, 'revisionApplication')} />
      <Card title={m.title} size="small" className="author-block" data-testid="detail-summary">
        <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
          <Descriptions.Item label={t('detail.articleNo')}>
            <span data-testid="detail-article-no">{m.articleNo}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.status')}>
            <Tag color={m.status === 0 ? 'orange' : 'blue'} data-testid="detail-status">
              {pick(statusLabel(m.status))}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.journal')}>{m.journalName}</Descriptions.Item>
          <Descriptions.Item label={t('detail.column')}>{m.columnName}</Descriptions.Item>
          <Descriptions.Item label={t('detail.submittedAt')}>{formatTime(m.submittedAt)}</Descriptions.Item>
          <Descriptions.Item label={t('detail.keywords')}>{m.keywords || '-'}</Descriptions.Item>
          <Descriptions.Item label={t('detail.abstract')} span={2}>
            <div className="author-abstract">{m.abstract || '-'}</div>
          </Descriptions.Item>
        </Descriptions>
      </Card>

      <Card title={t('detail.byline')} size="small" className="author-block">
        <ol className="author-byline-list" data-testid="detail-byline">
          {m.authors.map((a, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the byline is an ordered list without ids
            <li key={index} data-testid={`detail-author-${index}`}>
              <strong>{a.name}</strong>
              {a.affiliation ? <span>，{a.affiliation}</span> : null}
              {a.email ? <span className="author-muted"> &lt;{a.email}&gt;</span> : null}
              {a.corresponding ? (
                <Tag color="green" style={{ marginLeft: 8 }}>
                  {t('detail.corresponding')}
                </Tag>
              ) : null}
            </li>
          ))}
        </ol>
      </Card>

      <Card title={t('detail.files')} size="small" className="author-block">
        <Table<FileRow>
          rowKey={(f) => `${f.fileId}-${f.role}-${f.revision}`}
          size="small"
          pagination={false}
          dataSource={m.files}
          scroll={{ x: 640 }}
          data-testid="detail-files"
          locale={{ emptyText: <Empty description={t('detail.noFiles')} /> }}
          columns={[
            { key: 'name', title: t('detail.fileName'), dataIndex: 'name' },
            {
              key: 'role',
              title: t('detail.fileRole'),
              width: 160,
              render: (_, f) =>
                `${roleLabel(f.role)} · ${f.revision === 0 ? t('detail.original') : t('detail.revision', { n: f.revision })}`,
            },
            { key: 'size', title: t('detail.fileSize'), width: 100, render: (_, f) => fileSize(f.sizeBytes) },
            {
              key: 'at',
              title: t('detail.uploadedAt'),
              width: 170,
              render: (_, f) => formatTime(f.createdAt),
            },
            {
              key: 'download',
              title: '',
              width: 90,
              render: (_, f) => (
                <Button
                  type="link"
                  size="small"
                  loading={downloading === f.fileId}
                  onClick={() => void save(f)}
                  data-testid={`detail-download-${f.fileId}`}
                >
                  {t('detail.download')}
                </Button>
              ),
            },
          ]}
        />
      </Card>

      <Card title={t('detail.orders')} size="small" className="author-block">
        <Table<OrderRow>
          rowKey="orderNum"
          size="small"
          pagination={false}
          dataSource={m.orders}
          scroll={{ x: 640 }}
          data-testid="detail-orders"
          locale={{ emptyText: <Empty description={t('detail.noOrders')} /> }}
          columns={[
            { key: 'orderNum', title: t('detail.orderNum'), dataIndex: 'orderNum' },
            {
              key: 'feeType',
              title: t('detail.feeType'),
              render: (_, o) => (FEE_TYPE[o.feeType] ? pick(FEE_TYPE[o.feeType]!) : o.feeType),
            },
            {
              key: 'amount',
              title: t('detail.amount'),
              render: (_, o) => (
                <span data-testid={`order-amount-${o.orderNum}`}>{formatMoney(o.amountFen)}</span>
              ),
            },
            { key: 'paid', title: t('detail.paid'), render: (_, o) => formatMoney(o.paidFen) },
            {
              key: 'payStatus',
              title: t('detail.payStatus'),
              render: (_, o) => (
                <Tag
                  color={
                    o.payStatus === OrderPayStatus.PAID
                      ? 'green'
                      : o.payStatus === OrderPayStatus.UNPAID
                        ? 'orange'
                        : 'default'
                  }
                >
                  {pick(orderPayStatusLabel(o.payStatus))}
                </Tag>
              ),
            },
          ]}
        />
      </Card>

      <ManuscriptMessages journalId={journal.id} manuscriptId={m.id} />

      <Card title={t('detail.timeline')} size="small" className="author-block">
        <Timeline
          data-testid="detail-timeline"
          items={m.timeline.map((event) => ({
            content: (
              <div className="author-event">
                <span>
                  {event.fromStatus === null
                    ? `${t('detail.submittedEvent')} → ${pick(statusLabel(event.toStatus))}`
                    : `${pick(statusLabel(event.fromStatus))} → ${pick(statusLabel(event.toStatus))}`}
                </span>
                <span className="author-muted">{formatTime(event.createdAt)}</span>
              </div>
            ),
          }))}
        />
      </Card>
    </div>
  );
}
