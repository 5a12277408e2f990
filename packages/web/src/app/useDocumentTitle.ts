import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** `document.title` = `<screen title> - <product name>`. */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  const product = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} - ${product}` : product;
  }, [title, product]);
}
