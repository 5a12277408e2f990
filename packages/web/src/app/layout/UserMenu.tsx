import { Button, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LogoutIcon, UserIcon } from '../../components/icons.tsx';
import { logout } from '../../features/auth/api.ts';
import { routeOf } from '../routes.ts';
import { usePermissions } from '../usePermissions.ts';
import { useSession } from '../useSession.ts';

const PROFILE_PATH = '/manage/personalData';

/** The signed-in person's name, opening 个人资料 and 退出登录. */
export function UserMenu({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const permissions = usePermissions();
  const profile = routeOf(PROFILE_PATH);
  const canOpenProfile = !!profile && !!permissions.data?.has(profile.permission);

  const items: MenuProps['items'] = [
    ...(canOpenProfile
      ? [
          {
            key: 'profile',
            icon: <UserIcon />,
            label: <span data-testid="user-profile">{t('header.profile')}</span>,
          },
        ]
      : []),
    { type: 'divider' },
    { key: 'logout', icon: <LogoutIcon />, label: <span data-testid="logout">{t('header.logout')}</span> },
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') navigate(PROFILE_PATH);
    if (key === 'logout') {
      void logout(); // signed out here at once; the server's answer is not waited for
      navigate('/loginAdmin', { replace: true });
    }
  };

  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button type="text" icon={<UserIcon />} data-testid="user-menu">
        {compact ? null : session?.info.name}
      </Button>
    </Dropdown>
  );
}
