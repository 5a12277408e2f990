import { Empty, Select, Space } from 'antd';
import { createContext, type ReactNode, useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenSearchParams } from '../../app/useScreenSearchParams.ts';
import { useIsPlatform } from '../../app/useSession.ts';
import { usePressOptions } from './options.ts';

/** The press a screen of press-wide settings is about: none for press staff (their own). */
const PressScope = createContext<number | undefined>(undefined);

/** The press the calls of this screen name (`pressId`); undefined means the caller's own press. */
export function usePressScope(): number | undefined {
  return useContext(PressScope);
}

/**
 * Screens of one press's settings: press staff see their own press; a platform operator, who belongs
 * to none, first chooses the press (kept in the URL as `pressId`), and the screen's calls name it.
 */
export function PressGate({ children }: { children: ReactNode }) {
  const platform = useIsPlatform();
  const { t } = useTranslation();
  const [search, setSearch] = useScreenSearchParams();
  const presses = usePressOptions(platform);
  if (!platform) return children;
  const picked = Number(search.get('pressId')) || undefined;
  const choose = (pressId: number) =>
    setSearch((s) => {
      s.set('pressId', String(pressId));
      return s;
    });
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Select
        value={picked}
        onChange={choose}
        options={presses.data}
        loading={presses.isPending}
        placeholder={t('common.pickPress')}
        showSearch={{ optionFilterProp: 'label' }}
        style={{ minWidth: 240 }}
        data-testid="press-scope"
      />
      {picked ? (
        <PressScope.Provider value={picked}>{children}</PressScope.Provider>
      ) : (
        <Empty description={t('common.pickPressFirst')} />
      )}
    </Space>
  );
}
