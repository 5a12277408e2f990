import { Alert, Button, Flex, Skeleton } from 'antd';
import { useNavigate } from 'react-router';
import { LoadError } from '../../components/LoadError.tsx';
import { useSettings } from '../manage/otherSettings/api.ts';
import { useSettingsTexts } from '../manage/otherSettings/texts.ts';
import { LoginView } from './LoginView.tsx';

/** /reviewCustomLogin: the press's saved login page exactly as /loginAdmin?press=CODE shows it, inert. */
export default function ReviewCustomLoginPage() {
  const t = useSettingsTexts();
  const navigate = useNavigate();
  const detail = useSettings();

  if (detail.isPending) return <Skeleton active />;
  if (detail.isError) return <LoadError onRetry={() => void detail.refetch()} />;
  return (
    <>
      <Flex gap={12} align="center" wrap style={{ marginBottom: 12 }}>
        <Button onClick={() => void navigate('/manage/otherSettings?tab=login')} data-testid="preview-back">
          {t('tabs.login')}
        </Button>
        {!detail.data.loginPage && <Alert type="info" showIcon title={t('login.notSet')} />}
      </Flex>
      <LoginView look={detail.data.loginPage} preview />
    </>
  );
}
