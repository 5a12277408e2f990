import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDocumentTitle } from './useDocumentTitle.ts';
import { useHomePath } from './useHomePath.ts';

function HomeLink() {
  const { t } = useTranslation();
  return (
    <Link to={useHomePath()} data-testid="result-home">
      <Button type="primary">{t('common.backHome')}</Button>
    </Link>
  );
}

/** Unknown path inside the shell. */
export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('result.notFoundTitle'));
  return (
    <Result
      status="404"
      title="404"
      subTitle={t('result.notFound')}
      extra={<HomeLink />}
      data-testid="result-404"
    />
  );
}

/** A screen whose permission the person does not hold (the server refuses its calls too). */
export function ForbiddenPage() {
  const { t } = useTranslation();
  return (
    <Result
      status="403"
      title="403"
      subTitle={t('result.forbidden')}
      extra={<HomeLink />}
      data-testid="result-403"
    />
  );
}
