import { Space, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { ReactNode } from 'react';
import { formatTime } from '../../../lib/formatTime.ts';
import type { ExpertRow } from './api.ts';
import type { useExpertTexts } from './texts.ts';

type Texts = ReturnType<typeof useExpertTexts>;

const dash = (text: string) => text || '-';

/** What the press knows of the expert's reviewing: how often asked and how it went. */
function RecordCell({ row, t }: { row: ExpertRow; t: Texts }) {
  const r = row.record;
  return (
    <Space orientation="vertical" size={0} data-testid={`expert-record-${row.id}`}>
      <span>{t('recordLine', r)}</span>
      {r.recentInvitations > 3 && <Tag color="orange">{t('busy', { count: r.recentInvitations })}</Tag>}
    </Space>
  );
}

/** A figure of the record, right-aligned and sorted on the server, its meaning in the title's tooltip. */
function figure(
  key: 'declined' | 'late' | 'averageDays' | 'averageScore',
  t: Texts,
  render: (record: ExpertRow['record']) => ReactNode,
): ColumnsType<ExpertRow>[number] {
  return {
    key,
    title: <Tooltip title={t(`${key}Hint`)}>{t(key)}</Tooltip>,
    align: 'right',
    render: (_, r) => <span data-testid={`expert-${key}-${r.id}`}>{render(r.record)}</span>,
  };
}

/** The pool's columns; `name`, the record's figures and `load` sort on the server. */
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
    figure('declined', t, (r) => r.declined),
    figure('late', t, (r) => (r.late > 0 ? <Typography.Text type="danger">{r.late}</Typography.Text> : 0)),
    figure('averageDays', t, (r) => (r.averageDays === null ? '-' : t('days', { days: r.averageDays }))),
    figure('averageScore', t, (r) => (r.averageScore === null ? '-' : r.averageScore)),
    {
      key: 'load',
      title: <Tooltip title={t('loadHint')}>{t('load')}</Tooltip>,
      align: 'right',
      render: (_, r) => r.record.load,
    },
    { key: 'createdAt', title: t('createdAt'), render: (_, r) => formatTime(r.createdAt) },
  ];
}
