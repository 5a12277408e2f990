import { MANUSCRIPT_STATUS, type ManuscriptStatus } from '@jb/contract/workflow';
import { Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import type { ReactNode } from 'react';
import { CutText } from '../../components/CutText.tsx';
import type { usePick } from '../../i18n/useLang.ts';

type Pick = ReturnType<typeof usePick>;

/** A manuscript status's name in the UI's language (its code when unknown). */
export const statusName = (pick: Pick, status: number) =>
  pick(MANUSCRIPT_STATUS[status as ManuscriptStatus] ?? { zh: String(status), en: String(status) });

/** The manuscript a row of an author-request list is about. */
interface RowManuscript {
  articleNo: string;
  title: string;
  status: number;
}

interface ManuscriptColumnsOf<R> {
  /** The screen's texts, which name these columns. */
  t: (key: 'articleNo' | 'author' | 'journal' | 'manuscriptStatus') => string;
  pick: Pick;
  manuscript: (row: R) => RowManuscript;
  /** The article number as the control that opens the row (a link or a button). */
  opener: (row: R, articleNo: string) => ReactNode;
  /** The first column's key (a sortable key where the list sorts by article number). */
  firstKey?: string;
}

/**
 * The first columns every author-request list shows (撤稿, 修改申请, 基金审核): the article number
 * that opens the request with the title below it, the author, the journal and where the manuscript
 * stands now.
 */
export function manuscriptColumns<R extends { authorName: string; journalName: string }>({
  t,
  pick,
  manuscript,
  opener,
  firstKey = 'manuscript',
}: ManuscriptColumnsOf<R>): ColumnsType<R> {
  return [
    {
      key: firstKey,
      title: t('articleNo'),
      render: (_, r) => (
        <Space orientation="vertical" size={0}>
          {opener(r, manuscript(r).articleNo)}
          <Typography.Text type="secondary">
            <CutText text={manuscript(r).title} />
          </Typography.Text>
        </Space>
      ),
    },
    { key: 'authorName', title: t('author'), dataIndex: 'authorName' },
    { key: 'journalName', title: t('journal'), dataIndex: 'journalName' },
    {
      key: 'manuscriptStatus',
      title: t('manuscriptStatus'),
      render: (_, r) => statusName(pick, manuscript(r).status),
    },
  ];
}
