import { queryArticleBusinessAuditList } from '@jb/contract/api/articleHome';
import type { HomeStage } from '@jb/contract/schemas/articleHome';
import type { Page } from '@jb/contract/schemas/list';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useCallback, useMemo, useState } from 'react';
import { useScreenSearchParams } from '../../../app/useScreenSearchParams.ts';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import { usePick } from '../../../i18n/useLang.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import type { ManuscriptRow } from '../../shared/manuscripts/api.ts';
import { useManuscriptFilters } from '../../shared/manuscripts/filters.ts';
import { ManuscriptAuthor, ManuscriptTitle } from '../../shared/manuscripts/ManuscriptCells.tsx';
import { ManuscriptStatusTag } from '../../shared/manuscripts/ManuscriptStatusTag.tsx';
import { useManuscriptTexts } from '../../shared/manuscripts/texts.ts';
import { statusLabel } from '../../shared/manuscripts/workflowText.ts';
import { useCbIndexTexts } from './texts.ts';

type BusinessPage = Page<ManuscriptRow> & { stages: HomeStage[] };

/**
 * 业务审核 on the acquisition editor's home: a count per business step of the manuscripts they
 * referred (prepaid fee unpaid, acceptance to confirm, returned for revision); a count lists its
 * manuscripts below (`?status=` in the address), "all" lists every step.
 */
export function BusinessAuditCard() {
  const t = useCbIndexTexts();
  const tm = useManuscriptTexts();
  const pick = usePick();
  const filters = useManuscriptFilters();
  const [search, setSearch] = useScreenSearchParams();
  const [stages, setStages] = useState<HomeStage[]>([]);
  const status = search.get('status') ?? undefined;
  const show = (next?: number) =>
    setSearch((current) => {
      const params = new URLSearchParams(current);
      params.delete('page');
      if (next === undefined) params.delete('status');
      else params.set('status', String(next));
      return params;
    });
  const onPage = useCallback((page: BusinessPage) => setStages(page.stages), []);
  const columns = useMemo<ColumnsType<ManuscriptRow>>(
    () => [
      { key: 'articleNo', title: tm('articleNo'), dataIndex: 'articleNo' },
      {
        key: 'title',
        title: tm('title'),
        render: (_, r) => (
          <ManuscriptTitle title={r.title}>{(shown) => <span>{shown}</span>}</ManuscriptTitle>
        ),
      },
      { key: 'journalName', title: tm('journal'), dataIndex: 'journalName' },
      { key: 'authorName', title: tm('author'), render: (_, r) => <ManuscriptAuthor row={r} /> },
      {
        key: 'status',
        title: tm('status'),
        render: (_, r) => <ManuscriptStatusTag status={r.status} testId={`business-status-${r.id}`} />,
      },
      { key: 'submittedAt', title: tm('submittedAt'), render: (_, r) => formatTime(r.submittedAt) },
    ],
    [tm],
  );
  const total = stages.reduce((n, s) => n + s.waiting, 0);
  const shown = stages.find((s) => String(s.status) === status);
  return (
    <Card title={t('title')} data-testid="business-audit-card">
      <Typography.Paragraph type="secondary">{t('hint')}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {stages.map((s) => (
          <Col key={s.status} xs={12} sm={6}>
            <Typography.Link
              onClick={() => show(s.status ?? undefined)}
              data-testid={`business-count-${s.status}`}
            >
              <Statistic title={pick(statusLabel(s.status))} value={s.waiting} />
            </Typography.Link>
          </Col>
        ))}
        <Col xs={12} sm={6}>
          <Typography.Link onClick={() => show()} data-testid="business-count-all">
            <Statistic title={t('all')} value={total} />
          </Typography.Link>
        </Col>
      </Row>
      <Typography.Paragraph strong style={{ marginTop: 16 }} data-testid="business-showing">
        {shown ? t('showing', { name: pick(statusLabel(shown.status)) }) : t('showingAll')}
      </Typography.Paragraph>
      <ResourceTable<ManuscriptRow>
        list={queryArticleBusinessAuditList}
        columns={columns}
        rowKey={(row) => row.id}
        filters={filters}
        params={status ? { status } : {}}
        defaultOrder="asc"
        onPage={onPage as (page: Page<ManuscriptRow>) => void}
      />
    </Card>
  );
}
