import { Select } from 'antd';
import { useEffect } from 'react';
import { useJournalOptions } from '../options.ts';
import { useJournalTexts } from './texts.ts';

/**
 * Chooses the journal a per-journal screen works on; picks the first one when none is chosen yet.
 * `allowNone` offers an empty choice instead (a press-wide default).
 */
export function JournalPicker({
  value,
  onChange,
  allowNone,
  noneLabel,
  pressId,
}: {
  value: number | null;
  onChange: (id: number | null) => void;
  allowNone?: boolean;
  noneLabel?: string;
  pressId?: number;
}) {
  const t = useJournalTexts();
  const journals = useJournalOptions(pressId);
  const first = journals.data?.[0]?.value;

  useEffect(() => {
    if (!allowNone && value === null && first !== undefined) onChange(first);
  }, [allowNone, value, first, onChange]);

  return (
    <Select
      value={value ?? (allowNone ? 0 : undefined)}
      onChange={(id: number) => onChange(id || null)}
      showSearch={{ optionFilterProp: 'label' }}
      placeholder={t('pick')}
      loading={journals.isPending}
      notFoundContent={t('noJournals')}
      options={[...(allowNone ? [{ value: 0, label: noneLabel ?? '' }] : []), ...(journals.data ?? [])]}
      style={{ minWidth: 240 }}
      data-testid="journal-picker"
    />
  );
}
