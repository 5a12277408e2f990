import type { zhCN } from './zh-CN.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof zhCN };
  }
}
