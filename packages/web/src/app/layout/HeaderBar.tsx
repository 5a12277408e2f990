import { Button, Flex, Layout, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { FoldIcon, MenuIcon, UnfoldIcon } from '../../components/icons.tsx';
import { LanguageSwitch } from '../../components/LanguageSwitch.tsx';
import { FeedbackEntry } from './FeedbackEntry.tsx';
import { UnreadBadge } from './UnreadBadge.tsx';
import { UserMenu } from './UserMenu.tsx';

interface Props {
  mobile: boolean;
  collapsed: boolean;
  onToggle: () => void;
}

/** Top bar: menu toggle, product name, feedback, unread bell, language, user menu. */
export function HeaderBar({ mobile, collapsed, onToggle }: Props) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const toggleLabel = mobile ? t('header.menu') : collapsed ? t('header.expand') : t('header.collapse');
  return (
    <Layout.Header
      style={{
        background: token.colorBgContainer,
        padding: mobile ? '0 8px' : '0 16px',
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
    >
      <Flex align="center" gap={8} style={{ height: '100%' }}>
        <Button
          type="text"
          icon={mobile ? <MenuIcon /> : collapsed ? <UnfoldIcon /> : <FoldIcon />}
          onClick={onToggle}
          aria-label={toggleLabel}
          title={toggleLabel}
          data-testid={mobile ? 'mobile-menu-button' : 'sider-toggle'}
        />
        <Typography.Text strong ellipsis style={{ flex: 1, fontSize: 16 }} data-testid="product-name">
          {mobile ? t('app.shortName') : t('app.name')}
        </Typography.Text>
        <FeedbackEntry />
        <UnreadBadge />
        <LanguageSwitch />
        <UserMenu compact={mobile} />
      </Flex>
    </Layout.Header>
  );
}
