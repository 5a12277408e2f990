import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useAuthorSiteTexts } from './texts.ts';

/** The journal's submission notice (HTML the server sanitized when it was saved). */
export function NoticeCard({ notice, extra }: { notice: string; extra?: ReactNode }) {
  const t = useAuthorSiteTexts();
  return (
    <Card title={t('notice.title')} className="author-notice" data-testid="site-notice" size="small">
      {notice.trim() ? (
        <div
          className="author-notice-body"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitizes the notice on save (tags and attributes allow-listed), and the CSP allows no inline script
          dangerouslySetInnerHTML={{ __html: notice }}
        />
      ) : (
        <Typography.Text type="secondary">{t('notice.empty')}</Typography.Text>
      )}
      {extra}
    </Card>
  );
}
