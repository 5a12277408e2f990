import { Select, Space } from 'antd';
import { JournalPicker } from '../journals/JournalPicker.tsx';
import { usePressOptions } from '../options.ts';
import type { ProcessScope } from './api.ts';
import { useProcessTexts } from './texts.ts';

/** The press default or one journal; platform operators first choose the press. */
export function ScopePicker({
  scope,
  platform,
  onChange,
}: {
  scope: ProcessScope;
  platform: boolean;
  onChange: (scope: ProcessScope) => void;
}) {
  const t = useProcessTexts();
  const presses = usePressOptions(platform);
  return (
    <Space wrap>
      {platform && (
        <Select
          value={scope.pressId}
          onChange={(pressId: number) => onChange({ pressId, journalId: null })}
          options={presses.data}
          loading={presses.isPending}
          placeholder={t('pickPress')}
          showSearch={{ optionFilterProp: 'label' }}
          style={{ minWidth: 220 }}
          data-testid="process-press"
        />
      )}
      {(!platform || scope.pressId) && (
        <JournalPicker
          value={scope.journalId}
          onChange={(journalId) => onChange({ ...scope, journalId })}
          allowNone
          noneLabel={t('pressDefault')}
          pressId={scope.pressId}
        />
      )}
    </Space>
  );
}
