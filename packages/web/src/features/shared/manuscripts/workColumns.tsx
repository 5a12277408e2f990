import { Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { formatTime } from '../../../lib/formatTime.ts';
import type { ManuscriptRow } from './api.ts';
import { ManuscriptAuthor, ManuscriptTitle } from './ManuscriptCells.tsx';
import { ManuscriptFlags } from './ManuscriptFlags.tsx';
import { ManuscriptStatusTag } from './ManuscriptStatusTag.tsx';
import type { useManuscriptTexts } from './texts.ts';

/** A manuscript's number and its title (cut, whole on hover) as plain text: the first columns of a list. */
export function numberAndTitle<T extends { articleNo: string; title: string }>(
  tm: ReturnType<typeof useManuscriptTexts>,
): ColumnsType<T> {
  return [
    { key: 'articleNo', title: tm('articleNo'), dataIndex: 'articleNo' },
    {
      key: 'title',
      title: tm('title'),
      render: (_, r) => <ManuscriptTitle title={r.title}>{(shown) => <span>{shown}</span>}</ManuscriptTitle>,
    },
  ];
}

/**
 * The columns of a work list of manuscripts (a stage queue, the annex audit): number, the title that
 * opens the manuscript beside the list (`openTestId` names the link), journal, column, author (with
 * the blacklist mark), status, the list icons, then `extra`, then the submission time.
 */
export function workColumns(
  tm: ReturnType<typeof useManuscriptTexts>,
  opts: {
    onOpen: (id: number) => void;
    openTestId: (id: number) => string;
    extra?: ColumnsType<ManuscriptRow>;
  },
): ColumnsType<ManuscriptRow> {
  return [
    { key: 'articleNo', title: tm('articleNo'), dataIndex: 'articleNo' },
    {
      key: 'title',
      title: tm('title'),
      render: (_, r) => (
        <ManuscriptTitle title={r.title}>
          {(shown) => (
            <Typography.Link onClick={() => opts.onOpen(r.id)} data-testid={opts.openTestId(r.id)}>
              {shown}
            </Typography.Link>
          )}
        </ManuscriptTitle>
      ),
    },
    { key: 'journalName', title: tm('journal'), dataIndex: 'journalName' },
    { key: 'columnName', title: tm('column'), dataIndex: 'columnName' },
    {
      key: 'authorName',
      title: tm('author'),
      render: (_, r) => <ManuscriptAuthor row={r} />,
    },
    {
      key: 'status',
      title: tm('status'),
      render: (_, r) => <ManuscriptStatusTag status={r.status} testId={`manuscript-status-${r.id}`} />,
    },
    { key: 'flags', title: tm('flags'), render: (_, r) => <ManuscriptFlags row={r} /> },
    ...(opts.extra ?? []),
    { key: 'submittedAt', title: tm('submittedAt'), render: (_, r) => formatTime(r.submittedAt) },
  ];
}
