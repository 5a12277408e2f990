import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Status 1 in use, 0 disabled (presses, staff, operators, merchants). */
export function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return status === 1 ? (
    <Tag color="success">{t('status.active')}</Tag>
  ) : (
    <Tag color="default">{t('status.disabled')}</Tag>
  );
}
