import { ANNEX_ACTION_LABELS, type AnnexAction } from '@jb/contract/schemas/annexAudit';
import { Empty, Timeline, Typography } from 'antd';
import { usePick } from '../../../i18n/useLang.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import type { AnnexDetail } from './api.ts';
import { useAnnexTexts } from './texts.ts';

const COLORS: Record<AnnexAction, string> = {
  submitted: 'blue',
  pass: 'green',
  ignore: 'gray',
  supplementAnnex: 'orange',
  supplemented: 'blue',
};

/** What was done to the manuscript's annexes: the verdicts, the supplements asked and sent. */
export function AnnexHistory({ history }: { history: AnnexDetail['history'] }) {
  const t = useAnnexTexts();
  const pick = usePick();
  if (history.length === 0) return <Empty description={t('drawer.noHistory')} />;
  return (
    <Timeline
      data-testid="annex-history"
      items={history.map((h) => ({
        key: h.id,
        color: COLORS[h.action],
        title: formatTime(h.createdAt),
        content: (
          <div data-testid={`annex-history-${h.action}`}>
            <Typography.Text strong>{pick(ANNEX_ACTION_LABELS[h.action])}</Typography.Text>
            <Typography.Text type="secondary">
              {' · '}
              {h.byName || '-'}
            </Typography.Text>
            {h.kindNames.length > 0 && <div>{t('drawer.asked', { names: h.kindNames.join('、') })}</div>}
            {h.note && (
              <Typography.Paragraph type="secondary" style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
                {t('drawer.note', { note: h.note })}
              </Typography.Paragraph>
            )}
          </div>
        ),
      }))}
    />
  );
}
