import { type ReviewGroupKey, reviewGroup } from '@jb/contract/stageGroups';
import { Tabs } from 'antd';
import { useScreenSearchParams } from '../../../app/useScreenSearchParams.ts';
import { usePick } from '../../../i18n/useLang.ts';
import { StageQueue } from '../StageQueue.tsx';

const TABS: ReviewGroupKey[] = ['expertAllot', 'expertAudit'];
const TAB = 'tab';

/**
 * 外审分配 (/editorialReview/externalDistribution): the two queues of expert review on one screen,
 * the manuscripts waiting for experts (50: invite) and those under expert review (60: follow the
 * invitations, invite more, decide once the reviews are in). The tab is kept in the URL; changing it
 * starts the other queue's filters afresh.
 */
export default function ExpertQueuesPage() {
  const pick = usePick();
  const [search, setSearch] = useScreenSearchParams();
  const active = TABS.find((k) => k === search.get(TAB)) ?? TABS[0]!;
  return (
    <Tabs
      activeKey={active}
      onChange={(key) => setSearch(key === TABS[0] ? {} : { [TAB]: key })}
      destroyOnHidden
      data-testid="expert-tabs"
      items={TABS.map((key) => ({
        key,
        label: <span data-testid={`expert-tab-${key}`}>{pick(reviewGroup(key).title)}</span>,
        children: <StageQueue groupKey={key} />,
      }))}
    />
  );
}
