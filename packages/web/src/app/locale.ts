import type { Lang } from '@jb/contract/i18n';
import type { ConfigProviderProps } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';

/** antd's texts follow the interface language (dayjs follows in dayjsLocale.ts, inside the shell). */
export const ANTD_LOCALES: Record<Lang, NonNullable<ConfigProviderProps['locale']>> = {
  'zh-CN': zhCN,
  'en-US': enUS,
};
