import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** A screen's data could not be loaded (the toast already said why); offers a retry. */
export function LoadError({ onRetry, detail }: { onRetry: () => void; detail?: string }) {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={t('common.loadError')}
      subTitle={detail}
      data-testid="load-error"
      extra={
        <Button onClick={onRetry} data-testid="load-retry">
          {t('common.retry')}
        </Button>
      }
    />
  );
}
