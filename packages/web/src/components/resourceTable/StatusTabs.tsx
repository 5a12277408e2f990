import type { Bilingual } from '@jb/contract/i18n';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePick } from '../../i18n/useLang.ts';
import { ALL } from './useStatusTab.ts';

/**
 * Tabs over a list's statuses (the labels of a contract enum, in code order) and a last tab with
 * every status; each tab's label carries `data-testid="<testId>-tab-<key>"`.
 */
export function StatusTabs({
  labels,
  tab,
  onChange,
  testId,
}: {
  labels: Readonly<Record<number, Bilingual>>;
  tab: string;
  onChange: (key: string) => void;
  testId: string;
}) {
  const pick = usePick();
  const { t } = useTranslation();
  const items = [
    ...Object.entries(labels).map(([key, label]) => ({ key, label: pick(label) })),
    { key: ALL, label: t('common.all') },
  ];
  return (
    <Tabs
      activeKey={tab}
      onChange={onChange}
      items={items.map(({ key, label }) => ({
        key,
        label: <span data-testid={`${testId}-tab-${key}`}>{label}</span>,
      }))}
    />
  );
}
