import { Menu, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePick } from '../../i18n/useLang.ts';
import { BUILT_PATHS } from '../routes.ts';
import { areaIcon } from './areaIcons.tsx';
import { menuItems, openKeysFor } from './menuItems.ts';
import { useMenu } from './useMenu.ts';

/** The navigation menu, from the server's tree and the built screens. */
export function SiderMenu({
  collapsed = false,
  onNavigate,
}: {
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const menu = useMenu();
  const pick = usePick();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const nodes = menu.data ?? [];
  const items = useMemo(() => menuItems(menu.data ?? [], BUILT_PATHS, pick, areaIcon), [menu.data, pick]);
  const [openKeys, setOpenKeys] = useState<string[] | null>(null);

  if (menu.isPending) return <Skeleton active style={{ padding: 16 }} />;

  return (
    <Menu
      mode="inline"
      theme="dark"
      data-testid="sider-menu"
      items={items}
      selectedKeys={[pathname]}
      openKeys={collapsed ? undefined : (openKeys ?? openKeysFor(nodes, pathname))}
      onOpenChange={setOpenKeys}
      onClick={({ key }) => {
        navigate(key);
        onNavigate?.();
      }}
    />
  );
}
