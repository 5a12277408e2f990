import { Skeleton, Tabs } from 'antd';
import { useCan } from '../../../app/usePermissions.ts';
import { useScreenSearchParams } from '../../../app/useScreenSearchParams.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { PressGate, usePressScope } from '../../shared/pressScope.tsx';
import { useSettings } from './api.ts';
import { LoginPageForm } from './LoginPageForm.tsx';
import { PressSettingsForm } from './PressSettingsForm.tsx';
import { useSettingsTexts } from './texts.ts';

/** /manage/otherSettings: the press's settings and its custom login page, each saved on its own. */
export default function OtherSettingsPage() {
  return (
    <PressGate>
      <PressSettingsTabs />
    </PressGate>
  );
}

function PressSettingsTabs() {
  const t = useSettingsTexts();
  const detail = useSettings(usePressScope());
  const canEdit = useCan('manage.otherSettings.edit');
  const [search, setSearch] = useScreenSearchParams();
  const tab = search.get('tab') === 'login' ? 'login' : 'general';

  if (detail.isPending) return <Skeleton active />;
  if (detail.isError) return <LoadError onRetry={() => void detail.refetch()} />;

  return (
    <Tabs
      activeKey={tab}
      onChange={(key) =>
        setSearch(
          (s) => {
            if (key === 'login') s.set('tab', key);
            else s.delete('tab');
            return s;
          },
          { replace: true },
        )
      }
      items={[
        {
          key: 'general',
          label: <span data-testid="tab-general">{t('tabs.general')}</span>,
          children: <PressSettingsForm detail={detail.data} readOnly={!canEdit} />,
        },
        {
          key: 'login',
          label: <span data-testid="tab-login">{t('tabs.login')}</span>,
          children: <LoginPageForm detail={detail.data} readOnly={!canEdit} />,
        },
      ]}
    />
  );
}
