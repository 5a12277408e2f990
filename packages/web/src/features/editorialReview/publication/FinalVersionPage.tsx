import { publicationYears } from '@jb/contract/api/publication';
import { PUBLICATION_STAGES } from '@jb/contract/schemas/publication';
import { Tabs } from 'antd';
import { useUrlTab } from '../../../components/resourceTable/useUrlTab.ts';
import { JournalYearPickers } from '../issueProduction/IssueStageList.tsx';
import { useProductionParams } from '../issueProduction/useProductionParams.ts';
import { PublicationList } from './PublicationList.tsx';
import { usePublicationTexts } from './texts.ts';

/**
 * /editorialReview/finalVersionOfTheFile (终版文件): a journal's issues ready to publish (出版), the
 * published ones (contents with DOIs, Crossref XML, final files, archive checks, 归档) and the
 * archived ones. Journal, year and tab are kept in the URL.
 */
export default function FinalVersionPage() {
  const t = usePublicationTexts();
  const { journalId } = useProductionParams();
  const { tab, switchTab } = useUrlTab('tab', PUBLICATION_STAGES, 'ready');
  return (
    <>
      <JournalYearPickers years={publicationYears} />
      {journalId && (
        <Tabs
          activeKey={tab}
          onChange={switchTab}
          destroyOnHidden
          items={PUBLICATION_STAGES.map((stage) => ({
            key: stage,
            label: <span data-testid={`tab-${stage}`}>{t(`tabs.${stage}`)}</span>,
            children: <PublicationList stage={stage} />,
          }))}
        />
      )}
    </>
  );
}
