import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { enUS } from './en-US.ts';
import { getLang, onLangChange } from './lang.ts';
import { zhCN } from './zh-CN.ts';

/** One i18next instance; its language follows lang.ts (the single source of the choice). */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: { 'zh-CN': { translation: zhCN }, 'en-US': { translation: enUS } },
  lng: getLang(),
  fallbackLng: 'zh-CN',
  interpolation: { escapeValue: false },
  initAsync: false,
});

onLangChange((lang) => {
  void i18n.changeLanguage(lang);
  document.documentElement.lang = lang;
});
document.documentElement.lang = getLang();
