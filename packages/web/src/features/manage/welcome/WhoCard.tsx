import type { HomeSummary } from '@jb/contract/schemas/personal';
import { Card, Descriptions, type DescriptionsProps, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../../lib/formatTime.ts';

/** Who is signed in: name, account, press, roles and the previous sign-in. */
export function WhoCard({ summary }: { summary: HomeSummary }) {
  const { t } = useTranslation();
  const last = summary.lastLogin;
  const items: DescriptionsProps['items'] = [
    { key: 'account', label: t('welcome.account'), children: summary.account },
    { key: 'press', label: t('welcome.press'), children: summary.pressName ?? t('welcome.platform') },
    {
      key: 'roles',
      label: t('welcome.roles'),
      children: summary.roleNames.length
        ? summary.roleNames.map((r) => <Tag key={r}>{r}</Tag>)
        : t('common.none'),
    },
    ...(last
      ? [
          { key: 'at', label: t('welcome.lastLoginAt'), children: formatTime(last.at) },
          { key: 'ip', label: t('welcome.lastLoginIp'), children: last.ip || '-' },
          { key: 'location', label: t('welcome.lastLoginLocation'), children: last.location || '-' },
        ]
      : [{ key: 'last', label: t('welcome.lastLogin'), children: t('welcome.lastLoginNone') }]),
  ];
  return (
    <Card data-testid="welcome-who">
      <Typography.Title level={5} style={{ marginTop: 0 }} data-testid="welcome-greeting">
        {t('welcome.greeting', { name: summary.name })}
      </Typography.Title>
      <Descriptions items={items} column={{ xs: 1, sm: 2, lg: 3 }} size="small" />
    </Card>
  );
}
