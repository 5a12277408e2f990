import { PUBLISHING_FREQUENCY } from '@jb/contract/enums/journal';
import { JOURNAL_STATUS_LABELS, type JournalRow } from '@jb/contract/schemas/journals';
import type { ColumnsType } from 'antd/es/table/interface';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPlatform } from '../../../app/useSession.ts';
import type { FilterField } from '../../../components/resourceTable/filters.ts';
import { usePick } from '../../../i18n/useLang.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import { usePressOptions } from '../options.ts';
import { JournalStatusTag } from './JournalStatusTag.tsx';
import { useJournalTexts } from './texts.ts';

/** The columns every journal list shows; `renderName` makes the name a link where the list opens one. */
export function useJournalColumns(renderName?: (row: JournalRow) => ReactNode): ColumnsType<JournalRow> {
  const t = useJournalTexts();
  const { t: tc } = useTranslation();
  const pick = usePick();
  const platform = useIsPlatform();
  return useMemo<ColumnsType<JournalRow>>(
    () => [
      { key: 'name', title: t('name'), render: (_, r) => (renderName ? renderName(r) : r.name) },
      ...(platform ? [{ key: 'pressName', title: t('press'), dataIndex: 'pressName' }] : []),
      { key: 'issn', title: t('issn'), render: (_, r) => r.issn || '-' },
      { key: 'cn', title: t('cn'), render: (_, r) => r.cn || '-' },
      {
        key: 'frequency',
        title: t('frequency'),
        render: (_, r) => {
          const frequency = PUBLISHING_FREQUENCY[r.frequency];
          return frequency ? pick(frequency) : '-';
        },
      },
      { key: 'merchant', title: t('merchant'), render: (_, r) => r.payeeMerchantName ?? '-' },
      { key: 'status', title: t('status'), render: (_, r) => <JournalStatusTag status={r.status} /> },
      { key: 'createdAt', title: tc('common.createdAt'), render: (_, r) => formatTime(r.createdAt) },
    ],
    [t, tc, pick, platform, renderName],
  );
}

/** Keyword and status filters (and the press, for platform operators) of a journal list. */
export function useJournalFilters(): FilterField[] {
  const t = useJournalTexts();
  const pick = usePick();
  const platform = useIsPlatform();
  const presses = usePressOptions(platform);
  return useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'keyword', label: t('keyword') },
      {
        kind: 'select',
        name: 'status',
        label: t('status'),
        options: Object.entries(JOURNAL_STATUS_LABELS).map(([value, label]) => ({
          value,
          label: pick(label),
        })),
      },
      ...(platform
        ? [
            {
              kind: 'select' as const,
              name: 'pressId',
              label: t('press'),
              options: presses.data ?? [],
              loading: presses.isPending,
            },
          ]
        : []),
    ],
    [t, pick, platform, presses.data, presses.isPending],
  );
}
