import { expressCompanies, printingHouses } from '@jb/contract/api/baseData';
import { expressCompanyBody, printingHouseBody } from '@jb/contract/schemas/baseData';
import { Alert, Skeleton, Tabs } from 'antd';
import { useCan } from '../../../app/usePermissions.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';
import { useUrlTab } from '../../../components/resourceTable/useUrlTab.ts';
import { useSettings } from '../../manage/otherSettings/api.ts';
import { PressSettingsForm } from '../../manage/otherSettings/PressSettingsForm.tsx';
import { useSettingsTexts } from '../../manage/otherSettings/texts.ts';
import { PressGate, usePressScope } from '../../shared/pressScope.tsx';
import { useBaseDataTexts } from './texts.ts';

const TABS = ['settings', 'express', 'printing'] as const;

/**
 * /editorialReview/baseData: the press settings reviewers work by (numbering, reminders, the score
 * sheet), read-only unless the person may edit them; and production's base data, the express
 * companies mailing sends with and the printing houses (tabs kept in the URL).
 */
export default function BaseDataPage() {
  const t = useBaseDataTexts();
  const { tab, switchTab } = useUrlTab('tab', TABS, 'settings', true);
  return (
    <Tabs
      activeKey={tab}
      onChange={switchTab}
      destroyOnHidden
      items={[
        {
          key: 'settings',
          label: <span data-testid="tab-settings">{t('tabs.settings')}</span>,
          children: (
            <PressGate>
              <Settings />
            </PressGate>
          ),
        },
        {
          key: 'express',
          label: <span data-testid="tab-express">{t('tabs.express')}</span>,
          children: <ResourcePage resource={expressCompanies} schema={expressCompanyBody} />,
        },
        {
          key: 'printing',
          label: <span data-testid="tab-printing">{t('tabs.printing')}</span>,
          children: <ResourcePage resource={printingHouses} schema={printingHouseBody} />,
        },
      ]}
    />
  );
}

function Settings() {
  const t = useSettingsTexts();
  const detail = useSettings(usePressScope());
  const canEdit = useCan('manage.otherSettings.edit');

  if (detail.isPending) return <Skeleton active />;
  if (detail.isError) return <LoadError onRetry={() => void detail.refetch()} />;
  return (
    <>
      {!canEdit && <Alert type="info" showIcon title={t('readOnly')} style={{ marginBottom: 16 }} />}
      <PressSettingsForm detail={detail.data} readOnly={!canEdit} />
    </>
  );
}
