import { Card, Col, Descriptions, type DescriptionsProps, Row, Skeleton, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { formatTime } from '../../../lib/formatTime.ts';
import { PasswordForm } from './PasswordForm.tsx';
import { ProfileForm } from './ProfileForm.tsx';
import { usePersonalInfo } from './usePersonal.ts';

/** /manage/personalData: my profile, my name, phone and e-mail, my password. */
export default function PersonalDataPage() {
  const { t } = useTranslation();
  const info = usePersonalInfo();

  if (info.isPending) {
    return (
      <Card>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  if (info.isError) return <LoadError onRetry={() => void info.refetch()} detail={info.error.message} />;

  const profile = info.data;
  const items: DescriptionsProps['items'] = [
    { key: 'account', label: t('personal.account'), children: profile.account },
    { key: 'press', label: t('personal.press'), children: profile.pressName ?? t('welcome.platform') },
    {
      key: 'roles',
      label: t('personal.roles'),
      children: profile.roleNames.length
        ? profile.roleNames.map((r) => <Tag key={r}>{r}</Tag>)
        : t('common.none'),
    },
    { key: 'createdAt', label: t('personal.createdAt'), children: formatTime(profile.createdAt) },
    { key: 'lastLoginAt', label: t('personal.lastLoginAt'), children: formatTime(profile.lastLoginAt) },
  ];

  return (
    <Row gutter={[16, 16]} data-testid="personal-data">
      <Col xs={24} xl={14}>
        <Card title={t('personal.profile')}>
          <Descriptions items={items} column={{ xs: 1, sm: 2 }} size="small" style={{ marginBottom: 24 }} />
          <ProfileForm profile={profile} />
        </Card>
      </Col>
      <Col xs={24} xl={10}>
        <Card title={t('personal.password')}>
          <PasswordForm />
        </Card>
      </Col>
    </Row>
  );
}
