import { FUND_LEVEL } from '@jb/contract/enums/journal';
import type { FundAuditRow } from '@jb/contract/schemas/fundAudit';
import { Button, Space, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { CutText } from '../../../components/CutText.tsx';
import type { usePick } from '../../../i18n/useLang.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import { manuscriptColumns } from '../../shared/requestColumns.tsx';
import type { useFundAuditTexts } from './texts.ts';

type Texts = ReturnType<typeof useFundAuditTexts>;
type Pick = ReturnType<typeof usePick>;

export const fundLevelName = (pick: Pick, level: number | null) =>
  level === null ? '-' : pick(FUND_LEVEL[level] ?? { zh: String(level), en: String(level) });

/** The last pass or fail: who, the note (cut), when; a dash while never decided. */
function LastDecision({ r }: { r: FundAuditRow }) {
  const d = r.lastDecision;
  if (!d) return '-';
  return (
    <Space orientation="vertical" size={0}>
      <span>{d.byName || '-'}</span>
      {d.note && <CutText text={d.note} />}
      <Typography.Text type="secondary">{formatTime(d.at)}</Typography.Text>
    </Space>
  );
}

/** 基金审核's columns; `submittedAt` and `articleNo` sort on the server (fundAuditListQuery). */
export function fundAuditColumns(
  t: Texts,
  pick: Pick,
  open: (id: number) => void,
): ColumnsType<FundAuditRow> {
  return [
    ...manuscriptColumns<FundAuditRow>({
      t,
      pick,
      manuscript: (r) => r,
      opener: (r, articleNo) => (
        <Button type="link" size="small" onClick={() => open(r.id)} data-testid={`fund-open-${r.id}`}>
          {articleNo}
        </Button>
      ),
      firstKey: 'articleNo',
    }),
    { key: 'fundName', title: t('fund'), render: (_, r) => <CutText text={r.fundName} /> },
    { key: 'fundNumber', title: t('fundNumber'), dataIndex: 'fundNumber' },
    { key: 'fundLevel', title: t('fundLevel'), render: (_, r) => fundLevelName(pick, r.fundLevel) },
    { key: 'submittedAt', title: t('submittedAt'), render: (_, r) => formatTime(r.submittedAt) },
    { key: 'decision', title: t('decision'), render: (_, r) => <LastDecision r={r} /> },
  ];
}
