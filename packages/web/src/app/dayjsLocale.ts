import type { Lang } from '@jb/contract/i18n';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { getLang, onLangChange } from '../i18n/lang.ts';

/** dayjs (dates in pickers and formatted text) follows the interface language. Loaded with the shell. */
function apply(lang: Lang): void {
  dayjs.locale(lang === 'en-US' ? 'en' : 'zh-cn');
}

apply(getLang());
onLangChange(apply);
