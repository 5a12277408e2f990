import type { FilterField } from '../../../components/resourceTable/filters.ts';
import type { useExpertTexts } from './texts.ts';

type Texts = ReturnType<typeof useExpertTexts>;

/**
 * The pool's filters by record (the list call's late, maxDeclined, maxAverageDays and
 * minAverageScore): an expert with no review submitted has no averages and is left out by those two.
 */
export function recordFilters(t: Texts): FilterField[] {
  return [
    {
      kind: 'select',
      name: 'late',
      label: t('filterLate'),
      options: [
        { value: '1', label: t('lateSome') },
        { value: '0', label: t('lateNone') },
      ],
    },
    {
      kind: 'select',
      name: 'maxDeclined',
      label: t('filterDeclined'),
      options: [
        { value: '0', label: t('declinedNone') },
        ...[1, 3].map((count) => ({ value: String(count), label: t('declinedAtMost', { count }) })),
      ],
    },
    {
      kind: 'select',
      name: 'maxAverageDays',
      label: t('filterAverageDays'),
      options: [7, 14, 30].map((days) => ({ value: String(days), label: t('daysAtMost', { days }) })),
    },
    {
      kind: 'select',
      name: 'minAverageScore',
      label: t('filterAverageScore'),
      options: [90, 80, 70, 60].map((score) => ({
        value: String(score),
        label: t('scoreAtLeast', { score }),
      })),
    },
  ];
}
