import { revisionDetailCall } from '@jb/contract/api/revisions';
import { REVISION_FIELD, REVISION_STATUS } from '@jb/contract/enums/revision';
import type { RevisionDetail } from '@jb/contract/schemas/revisions';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Skeleton, Space, Table, Typography } from 'antd';
import { type HTMLAttributes, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../../api/http.ts';
import { useScreenSearchParams } from '../../../app/useScreenSearchParams.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { usePick } from '../../../i18n/useLang.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import { ExamineStatusTag } from '../../shared/ExamineStatusTag.tsx';
import { VoucherLinks } from '../../shared/files/VoucherLinks.tsx';
import { statusName } from '../../shared/requestColumns.tsx';
import { type DecisionTarget, RevisionDecisionModal } from './RevisionDecisionModal.tsx';
import { useExamineTexts } from './texts.ts';

type FieldRow = RevisionDetail['fields'][number];

/** Each field the value at applying beside the proposed one; changed rows highlighted. */
function FieldsTable({ fields }: { fields: FieldRow[] }) {
  const t = useExamineTexts();
  const pick = usePick();
  return (
    <Table<FieldRow>
      size="small"
      pagination={false}
      rowKey="field"
      dataSource={fields}
      data-testid="examine-fields"
      onRow={(r) =>
        ({
          style: r.changed ? { background: '#fffbe6' } : undefined,
          'data-testid': `examine-field-${r.field}`,
          'data-changed': r.changed ? 'true' : 'false',
        }) as HTMLAttributes<HTMLElement>
      }
      columns={[
        { key: 'field', title: t('field'), width: 120, render: (_, r) => pick(REVISION_FIELD[r.field]) },
        { key: 'from', title: t('before'), render: (_, r) => r.from || '-' },
        {
          key: 'to',
          title: t('after'),
          render: (_, r) =>
            r.changed ? <Typography.Text strong>{r.to || '-'}</Typography.Text> : r.to || '-',
        },
      ]}
    />
  );
}

/**
 * /operation/examineDetail?id= (修改申请审核): one application, who applied and why, each field
 * old beside new with the changed ones highlighted, the supporting files; pass (asked first) or
 * fail with the reason while it waits.
 */
export default function ExamineDetailPage() {
  const t = useExamineTexts();
  const pick = usePick();
  const [search] = useScreenSearchParams();
  const id = Number(search.get('id')) || 0;
  const [deciding, setDeciding] = useState<DecisionTarget | null>(null);
  const detail = useQuery({
    queryKey: ['revision', id],
    queryFn: () => api(revisionDetailCall, { query: { id } }),
    enabled: id > 0,
  });
  if (!id) return <LoadError onRetry={() => undefined} detail={t('noId')} />;
  if (detail.isError) return <LoadError onRetry={() => void detail.refetch()} />;
  if (detail.isPending) return <Skeleton active />;
  const d = detail.data;
  const decide = (decision: DecisionTarget['decision']) => setDeciding({ decision, row: d });
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="examine-detail">
      <Card title={t('detailTitle')} extra={<Link to="/operation/articleExamine">{t('back')}</Link>}>
        <Descriptions size="small" column={2} bordered>
          <Descriptions.Item label={t('articleNo')}>
            <Link to={`/operation/articleDetail?id=${d.manuscript.id}`} data-testid="examine-manuscript">
              {d.manuscript.articleNo}
            </Link>
          </Descriptions.Item>
          <Descriptions.Item label={t('manuscriptStatus')}>
            {statusName(pick, d.manuscript.status)}
          </Descriptions.Item>
          <Descriptions.Item label={t('title')}>{d.manuscript.title}</Descriptions.Item>
          <Descriptions.Item label={t('journal')}>{d.journalName}</Descriptions.Item>
          <Descriptions.Item label={t('requester')}>
            {d.requestedByName} · {d.submittedAt ? formatTime(d.submittedAt) : '-'}
          </Descriptions.Item>
          <Descriptions.Item label={t('status')}>
            <ExamineStatusTag status={d.status} labels={REVISION_STATUS} testId="examine-detail-status" />
          </Descriptions.Item>
          <Descriptions.Item label={t('reason')} span={2}>
            {d.reason}
          </Descriptions.Item>
          <Descriptions.Item label={t('files')} span={2}>
            <VoucherLinks vouchers={d.files} testId="examine-files" />
          </Descriptions.Item>
          {d.decidedAt && (
            <Descriptions.Item label={t('decision')} span={2}>
              {d.decidedByName ?? '-'} · {formatTime(d.decidedAt)}
              {d.decisionNote ? ` · ${d.decisionNote}` : ''}
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>
      {d.stale && <Alert type="warning" showIcon title={t('stale')} data-testid="examine-stale" />}
      <Card size="small">
        <FieldsTable fields={d.fields} />
      </Card>
      {d.actions.length > 0 && (
        <Space>
          {d.actions.includes('pass') && (
            <Button
              type="primary"
              disabled={d.stale}
              onClick={() => decide('pass')}
              data-testid="examine-pass"
            >
              {t('pass')}
            </Button>
          )}
          {d.actions.includes('fail') && (
            <Button danger onClick={() => decide('fail')} data-testid="examine-fail">
              {t('fail')}
            </Button>
          )}
        </Space>
      )}
      <RevisionDecisionModal
        target={deciding}
        onClose={() => setDeciding(null)}
        onDone={() => void detail.refetch()}
      />
    </Space>
  );
}
