import { Space, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { formatTime } from '../../../lib/formatTime.ts';
import type { ExpertRow } from './api.ts';
import type { useExpertTexts } from './texts.ts';

type Texts = ReturnType<typeof useExpertTexts>;

const dash = (text: string) => text || '-';

/** What the press knows of the expert's reviewing: counts, lateness, speed and scores. */
function RecordCell({ row, t }: { row: ExpertRow; t: Texts }) {
  const r = row.record;
  const extra = [
    r.late > 0 ? t('late', { count: r.late }) : null,
    r.averageDays === null ? null : t('averageDays', { days: r.averageDays }),
    r.averageScore === null ? null : t('averageScore', { score: r.averageScore }),
  ].filter((x): x is string => !!x);
  return (
    <Space orientation="vertical" size={0} data-testid={`expert-record-${row.id}`}>
      <span>{t('recordLine', r)}</span>
      {extra.length > 0 && <Typography.Text type="secondary">{extra.join(' · ')}</Typography.Text>}
      {r.recentInvitations > 3 && <Tag color="orange">{t('busy', { count: r.recentInvitations })}</Tag>}
    </Space>
  );
}

/** The pool's columns; `name`, `invited` (the record) and `load` sort on the server. */
export function expertColumns(t: Texts): ColumnsType<ExpertRow> {
  return [
    { key: 'name', title: t('name'), dataIndex: 'name' },
    { key: 'account', title: t('account'), dataIndex: 'account' },
    { key: 'title', title: t('title'), render: (_, r) => dash(r.title) },
    { key: 'affiliation', title: t('affiliation'), render: (_, r) => dash(r.affiliation) },
    {
      key: 'subjects',
      title: t('subjects'),
      render: (_, r) =>
        r.subjects.length ? (
          <Space size={[0, 4]} wrap style={{ maxWidth: 240 }}>
            {r.subjects.map((s) => (
              <Tag key={s.id}>{s.name}</Tag>
            ))}
          </Space>
        ) : (
          '-'
        ),
    },
    {
      key: 'researchAreas',
      title: t('researchAreas'),
      render: (_, r) => (
        <Typography.Paragraph
          ellipsis={{ rows: 2, tooltip: r.researchAreas }}
          style={{ margin: 0, maxWidth: 220 }}
        >
          {dash(r.researchAreas)}
        </Typography.Paragraph>
      ),
    },
    {
      key: 'status',
      title: t('status'),
      render: (_, r) => (
        <Tag color={r.status === 1 ? 'success' : 'default'} data-testid={`expert-status-${r.id}`}>
          {r.status === 1 ? t('active') : t('disabled')}
        </Tag>
      ),
    },
    { key: 'invited', title: t('record'), render: (_, r) => <RecordCell row={r} t={t} /> },
    {
      key: 'load',
      title: <Tooltip title={t('loadHint')}>{t('load')}</Tooltip>,
      align: 'right',
      render: (_, r) => r.record.load,
    },
    { key: 'createdAt', title: t('createdAt'), render: (_, r) => formatTime(r.createdAt) },
  ];
}
