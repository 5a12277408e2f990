import { Drawer, Layout, theme } from 'antd';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { PageLoading } from '../../components/PageLoading.tsx';
import { useSession } from '../useSession.ts';
import { Brand } from './Brand.tsx';
import { HeaderBar } from './HeaderBar.tsx';
import { SiderMenu } from './SiderMenu.tsx';
import { useIdleSignOut } from './useIdleSignOut.ts';
import { useIsMobile } from './useIsMobile.ts';
import { useSiderCollapsed } from './useSiderCollapsed.ts';
import { useUnreadCheck } from './useUnreadCheck.ts';

const SIDER_DARK = '#001529';

/** The layout of every signed-in screen: sidebar or drawer, header, content (SPEC §2). */
export function ShellLayout() {
  const session = useSession();
  const mobile = useIsMobile();
  const [collapsed, setCollapsed] = useSiderCollapsed();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { token } = theme.useToken();
  useIdleSignOut(session?.idleTimeoutMs);
  useUnreadCheck();

  return (
    <Layout style={{ minHeight: '100vh' }} data-testid="app-shell" data-mobile={mobile}>
      {mobile ? (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={240}
          closable={false}
          styles={{ body: { padding: 0, background: SIDER_DARK } }}
          data-testid="mobile-drawer"
        >
          <Brand />
          <SiderMenu onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      ) : (
        <Layout.Sider
          collapsible
          collapsed={collapsed}
          trigger={null}
          width={220}
          style={{ position: 'sticky', top: 0, height: '100vh', overflow: 'auto' }}
        >
          <Brand collapsed={collapsed} />
          <SiderMenu collapsed={collapsed} />
        </Layout.Sider>
      )}
      <Layout>
        <HeaderBar
          mobile={mobile}
          collapsed={collapsed}
          onToggle={() => (mobile ? setDrawerOpen(true) : setCollapsed(!collapsed))}
        />
        <Layout.Content style={{ margin: mobile ? 8 : 16 }}>
          <div
            style={{
              padding: mobile ? 12 : 24,
              background: token.colorBgContainer,
              borderRadius: token.borderRadiusLG,
              minHeight: '100%',
            }}
          >
            <Suspense fallback={<PageLoading />}>
              <Outlet />
            </Suspense>
          </div>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
