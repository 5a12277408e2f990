import { TRACKING_STATE_LABELS, type TrackingState } from '@jb/contract/schemas/mailing';
import { Status } from '@jb/contract/workflow';
import { Alert, Button, Card, Flex, Modal, Skeleton, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useMemo, useState } from 'react';
import { LoadError } from '../../../components/LoadError.tsx';
import { usePick } from '../../../i18n/useLang.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import { useIssueName } from '../manuscriptScheduling/IssueBar.tsx';
import {
  addAuthors,
  askTracking,
  dropRecipient,
  type MailingDetail,
  type Recipient,
  undoBatch,
  useMailingChange,
  useMailingDetail,
} from './api.ts';
import { BatchModal, RecipientModal, SheetModal, TrackingModal } from './MailingModals.tsx';
import { useMailingTexts } from './texts.ts';

const STATE_COLORS: Record<TrackingState, string> = {
  none: 'default',
  pending: 'gold',
  inTransit: 'blue',
  delivered: 'green',
  exception: 'red',
};

function TrackingCell({ row }: { row: Recipient }) {
  const pick = usePick();
  const s = row.shipment;
  if (!s) return null;
  return (
    <Space orientation="vertical" size={0} data-testid={`tracking-${row.id}`}>
      <Tag color={STATE_COLORS[s.trackingState]} style={{ whiteSpace: 'nowrap' }}>
        {pick(TRACKING_STATE_LABELS[s.trackingState])}
      </Tag>
      {s.trackingEvent && <Typography.Text type="secondary">{s.trackingEvent}</Typography.Text>}
    </Space>
  );
}

/**
 * The issue's batches with their progress, the tracking question of each, and the undo of one made
 * by mistake while none of its parcels has a tracking number (asked first).
 */
function Batches({ detail }: { detail: MailingDetail }) {
  const t = useMailingTexts();
  const change = useMailingChange();
  const [modal, holder] = Modal.useModal();
  const [asking, setAsking] = useState<number | null>(null);
  const undo = async (b: MailingDetail['batches'][number]) => {
    const ok = await modal.confirm({
      title: t('batches.undoTitle', { id: b.id }),
      content: t('batches.undoContent', { count: b.shipments }),
      okText: t('batches.undo'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
    });
    if (!ok) return;
    await change(
      () => undoBatch(b.id),
      () => t('batches.undone'),
    );
  };
  const refresh = async (batchId: number) => {
    setAsking(batchId);
    await change(
      () => askTracking(batchId),
      (answer) => t('refreshed', answer),
    );
    setAsking(null);
  };
  const columns: ColumnsType<MailingDetail['batches'][number]> = [
    { key: 'id', title: t('batches.id'), dataIndex: 'id' },
    { key: 'company', title: t('batches.company'), dataIndex: 'expressCompanyName' },
    { key: 'createdAt', title: t('batches.createdAt'), render: (_, b) => formatTime(b.createdAt) },
    {
      key: 'parcels',
      title: t('batches.parcels'),
      render: (_, b) => <span data-testid={`batch-progress-${b.id}`}>{t('batches.progress', b)}</span>,
    },
    ...(detail.actions.includes('refresh')
      ? [
          {
            key: 'refresh',
            title: '',
            render: (_: unknown, b: MailingDetail['batches'][number]) =>
              b.tracked > 0 && (
                <Button
                  size="small"
                  loading={asking === b.id}
                  onClick={() => void refresh(b.id)}
                  data-testid={`batch-refresh-${b.id}`}
                >
                  {t('refresh')}
                </Button>
              ),
          },
        ]
      : []),
    ...(detail.actions.includes('ship')
      ? [
          {
            key: 'undo',
            title: '',
            render: (_: unknown, b: MailingDetail['batches'][number]) =>
              b.tracked === 0 && (
                <Button
                  size="small"
                  type="link"
                  danger
                  onClick={() => void undo(b)}
                  data-testid={`batch-undo-${b.id}`}
                >
                  {t('batches.undo')}
                </Button>
              ),
          },
        ]
      : []),
  ];
  return (
    <Card size="small" title={t('batches.title')} style={{ marginTop: 16 }}>
      {holder}
      <Table rowKey="id" size="small" pagination={false} columns={columns} dataSource={detail.batches} />
    </Card>
  );
}

/**
 * One issue's mailing: its recipients (authors from the contents, others added by hand) with their
 * parcels and tracking, the buttons the issue's and each row's `actions` allow (add the authors, add
 * or edit a recipient, remove one after a question, tick recipients into a batch with an express
 * company, enter or import tracking numbers), and its batches.
 */
export function MailingIssuePanel({ issueId }: { issueId: number }) {
  const t = useMailingTexts();
  const issueName = useIssueName();
  const detail = useMailingDetail(issueId);
  const change = useMailingChange();
  const [modal, modalHolder] = Modal.useModal();
  const [ticked, setTicked] = useState<number[]>([]);
  const [editing, setEditing] = useState<Recipient | 'new' | null>(null);
  const [batching, setBatching] = useState<number[] | null>(null);
  const [tracking, setTracking] = useState<Recipient | null>(null);
  const [sheet, setSheet] = useState(false);
  const ship = detail.data?.actions.includes('ship') ?? false;

  const columns = useMemo<ColumnsType<Recipient>>(
    () => [
      {
        key: 'articleNo',
        title: t('columns.articleNo'),
        render: (_, r) => r.articleNo ?? <Tag>{t('kind.manual')}</Tag>,
      },
      {
        key: 'name',
        title: t('columns.name'),
        render: (_, r) => (
          <span style={{ whiteSpace: 'nowrap' }} data-testid={`recipient-name-${r.id}`}>
            {r.name}
          </span>
        ),
      },
      { key: 'phone', title: t('columns.phone'), dataIndex: 'phone' },
      {
        key: 'address',
        title: t('columns.address'),
        render: (_, r) =>
          r.complete ? (
            [r.province, r.city, r.district, r.address].filter(Boolean).join(' ')
          ) : (
            <Tag color="orange">{t('incomplete')}</Tag>
          ),
      },
      { key: 'copies', title: t('columns.copies'), dataIndex: 'copies', align: 'right' },
      {
        key: 'trackingNo',
        title: t('columns.trackingNo'),
        render: (_, r) => <span data-testid={`tracking-no-${r.id}`}>{r.shipment?.trackingNo ?? ''}</span>,
      },
      { key: 'tracking', title: t('columns.tracking'), render: (_, r) => <TrackingCell row={r} /> },
      {
        key: 'actions',
        title: '',
        render: (_, r) => (
          <Flex gap={4} wrap={false}>
            {r.actions.includes('edit') && (
              <Button size="small" type="link" onClick={() => setEditing(r)} data-testid={`edit-${r.id}`}>
                {t('editRecipient')}
              </Button>
            )}
            {r.actions.includes('remove') && (
              <Button
                size="small"
                type="link"
                danger
                data-testid={`remove-${r.id}`}
                onClick={async () => {
                  const ok = await modal.confirm({
                    title: t('remove.title', { name: r.name }),
                    content: t('remove.content'),
                    okButtonProps: { 'data-testid': 'confirm-ok' },
                  });
                  if (!ok) return;
                  await change(
                    () => dropRecipient(r),
                    () => t('remove.done'),
                  );
                }}
              >
                {t('remove.button')}
              </Button>
            )}
            {ship && r.shipment && (
              <Button
                size="small"
                type="link"
                onClick={() => setTracking(r)}
                data-testid={`enter-tracking-${r.id}`}
              >
                {t('enterTracking')}
              </Button>
            )}
          </Flex>
        ),
      },
    ],
    [t, ship, modal, change],
  );

  if (detail.isPending) return <Skeleton active />;
  if (detail.isError) return <LoadError onRetry={() => void detail.refetch()} />;
  const d = detail.data;
  const batchable = ticked.filter((id) => d.recipients.some((r) => r.id === id && !r.shipment));
  return (
    <Card
      title={<span data-testid="mailing-title">{t('title', { issue: issueName(d.issue) })}</span>}
      data-testid="mailing-panel"
    >
      {modalHolder}
      {!ship && (
        <Alert
          type="info"
          showIcon
          title={d.issue.status === Status.MAILING ? t('noShipPermission') : t('readOnly')}
          style={{ marginBottom: 12 }}
        />
      )}
      {ship && (
        <Flex gap={8} wrap style={{ marginBottom: 12 }}>
          <Button
            data-testid="add-authors"
            onClick={() =>
              void change(
                () => addAuthors(issueId),
                ({ count }) => (count ? t('authorsAdded', { count }) : t('noAuthorsAdded')),
              )
            }
          >
            {t('addAuthors')}
          </Button>
          <Button data-testid="add-recipient" onClick={() => setEditing('new')}>
            {t('addRecipient')}
          </Button>
          <Button
            type="primary"
            disabled={batchable.length === 0}
            onClick={() => setBatching(batchable)}
            data-testid="make-batch"
          >
            {t('batch', { count: batchable.length })}
          </Button>
          <Button data-testid="import-sheet" onClick={() => setSheet(true)}>
            {t('importSheet')}
          </Button>
        </Flex>
      )}
      <Table<Recipient>
        rowKey="id"
        size="small"
        pagination={false}
        columns={columns}
        dataSource={d.recipients}
        scroll={{ x: 'max-content' }}
        onRow={(r) => ({ 'data-testid': `recipient-${r.id}` }) as never}
        rowSelection={
          ship
            ? {
                selectedRowKeys: ticked,
                onChange: (keys) => setTicked(keys as number[]),
                getCheckboxProps: (r) => ({ disabled: !!r.shipment }),
              }
            : undefined
        }
      />
      <Batches detail={d} />
      <RecipientModal
        open={editing !== null}
        issueId={issueId}
        row={editing === 'new' || editing === null ? undefined : editing}
        onClose={() => setEditing(null)}
      />
      <BatchModal
        issueId={issueId}
        recipientIds={batching}
        onClose={() => {
          setBatching(null);
          setTicked([]);
        }}
      />
      <TrackingModal row={tracking} onClose={() => setTracking(null)} />
      <SheetModal issueId={issueId} open={sheet} onClose={() => setSheet(false)} />
    </Card>
  );
}
