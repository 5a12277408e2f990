import { Tabs } from 'antd';
import { useUrlTab } from '../../components/resourceTable/useUrlTab.ts';
import { InvitationList } from './InvitationList.tsx';
import { MyFees } from './MyFees.tsx';
import { ReviewScreen } from './ReviewScreen.tsx';
import { useExpertAreaTexts } from './texts.ts';
import { useOpenedId } from './useOpenInvitation.ts';

const VIEWS = ['invitations', 'fees'] as const;

/**
 * /expert (专家审稿): the signed-in expert's invitations, answered here (accept, or decline with a
 * reason), an accepted one opened to read the manuscript and write the review; and their review
 * fees (我的审稿费) with how far each has been paid.
 */
export default function ExpertAreaPage() {
  const t = useExpertAreaTexts();
  const opened = useOpenedId();
  const { tab, switchTab } = useUrlTab('view', VIEWS, 'invitations', true);
  if (opened) return <ReviewScreen invitationId={opened} />;
  return (
    <>
      <Tabs
        type="card"
        activeKey={tab}
        onChange={switchTab}
        items={VIEWS.map((key) => ({
          key,
          label: <span data-testid={`expert-view-${key}`}>{t(`views.${key}`)}</span>,
        }))}
      />
      {tab === 'fees' ? <MyFees /> : <InvitationList />}
    </>
  );
}
