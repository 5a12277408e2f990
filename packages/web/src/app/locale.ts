import type { Lang } from '@jb/contract/i18n';
import type { ConfigProviderProps } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { getLang, onLangChange } from '../i18n/lang.ts';

/** antd and dayjs follow the interface language. */
export const ANTD_LOCALES: Record<Lang, NonNullable<ConfigProviderProps['locale']>> = {
  'zh-CN': zhCN,
  'en-US': enUS,
};

function applyDayjsLocale(lang: Lang): void {
  dayjs.locale(lang === 'en-US' ? 'en' : 'zh-cn');
}

applyDayjsLocale(getLang());
onLangChange(applyDayjsLocale);
