import type { OnlineEditDetail } from '@jb/contract/schemas/onlineEdit';
import { Empty, Timeline, Typography } from 'antd';
import { formatTime } from '../../../lib/formatTime.ts';
import { useChangeText } from '../../operation/articleDetail/useChangeText.ts';
import { useOnlineEditTexts } from './texts.ts';

/** A manuscript's corrections of its details, newest first: when, who, where, why, each field old → new. */
export function CorrectionHistory({ corrections }: { corrections: OnlineEditDetail['corrections'] }) {
  const t = useOnlineEditTexts();
  const change = useChangeText();
  if (corrections.length === 0) return <Empty description={t('noHistory')} />;
  return (
    <Timeline
      data-testid="correction-history"
      items={corrections.map((c, i) => ({
        key: i,
        color: c.action === 'onlineEdit' ? 'blue' : 'gray',
        title: formatTime(c.at),
        content: (
          <div data-testid="correction">
            <Typography.Text strong>
              {c.action === 'onlineEdit' ? t('actions.onlineEdit') : t('actions.modify')}
            </Typography.Text>
            <Typography.Text type="secondary">{` · ${c.byName}`}</Typography.Text>
            {c.changes.map((x) => (
              <div key={x.field}>{change(x)}</div>
            ))}
            {c.note && (
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                {c.note}
              </Typography.Paragraph>
            )}
          </div>
        ),
      }))}
    />
  );
}
