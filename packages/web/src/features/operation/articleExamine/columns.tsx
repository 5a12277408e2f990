import { REVISION_FIELD, REVISION_STATUS } from '@jb/contract/enums/revision';
import type { RevisionRow } from '@jb/contract/schemas/revisions';
import { Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { Link } from 'react-router';
import { CutText } from '../../../components/CutText.tsx';
import type { usePick } from '../../../i18n/useLang.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import { DecisionCell } from '../../shared/DecisionCell.tsx';
import { ExamineStatusTag } from '../../shared/ExamineStatusTag.tsx';
import { manuscriptColumns } from '../../shared/requestColumns.tsx';
import type { useExamineTexts } from './texts.ts';

type Texts = ReturnType<typeof useExamineTexts>;
type Pick = ReturnType<typeof usePick>;

export const examineDetailPath = (id: number) => `/operation/examineDetail?id=${id}`;

/** 修改申请's columns; `submittedAt` and `decidedAt` sort on the server (revisionListQuery). */
export function revisionColumns(t: Texts, pick: Pick): ColumnsType<RevisionRow> {
  return [
    ...manuscriptColumns<RevisionRow>({
      t,
      pick,
      manuscript: (r) => r.manuscript,
      opener: (r, articleNo) => (
        <Link to={examineDetailPath(r.id)} data-testid={`examine-open-${r.id}`}>
          {articleNo}
        </Link>
      ),
    }),
    {
      key: 'changed',
      title: t('changed'),
      render: (_, r) => (
        <Space size={[0, 4]} wrap data-testid={`examine-changed-${r.id}`}>
          {r.changed.map((f) => (
            <Tag key={f}>{pick(REVISION_FIELD[f])}</Tag>
          ))}
        </Space>
      ),
    },
    { key: 'reason', title: t('reason'), render: (_, r) => <CutText text={r.reason} /> },
    { key: 'requester', title: t('requester'), dataIndex: 'requestedByName' },
    {
      key: 'submittedAt',
      title: t('submittedAt'),
      render: (_, r) => (r.submittedAt ? formatTime(r.submittedAt) : '-'),
    },
    {
      key: 'status',
      title: t('status'),
      render: (_, r) => (
        <ExamineStatusTag status={r.status} labels={REVISION_STATUS} testId={`examine-status-${r.id}`} />
      ),
    },
    {
      key: 'decidedAt',
      title: t('decision'),
      render: (_, r) => <DecisionCell r={r} />,
    },
  ];
}
