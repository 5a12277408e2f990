import type { Lang } from '@jb/contract/i18n';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { setLang } from '../i18n/lang.ts';
import { useLang } from '../i18n/useLang.ts';
import { GlobeIcon } from './icons.tsx';

const OTHER: Record<Lang, Lang> = { 'zh-CN': 'en-US', 'en-US': 'zh-CN' };

/** Switches between zh-CN and en-US; the choice is remembered. */
export function LanguageSwitch({ light = false }: { light?: boolean }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <Button
      type="text"
      icon={<GlobeIcon />}
      onClick={() => setLang(OTHER[lang])}
      title={t('lang.switchTitle')}
      data-testid="lang-switch"
      data-lang={lang}
      style={light ? { color: '#fff' } : undefined}
    >
      {t('lang.switchTo')}
    </Button>
  );
}
