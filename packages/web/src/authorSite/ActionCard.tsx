import { Alert, Card } from 'antd';
import type { ReactNode } from 'react';

/**
 * A card of one thing the author is asked to do on a manuscript's page (a revision, an annex
 * supplement, a refund request): the notice of what is asked, the refusal of the last try (if any),
 * then the form. Test ids: `<testId>-card`, `<testId>-error`.
 */
export function ActionCard({
  title,
  testId,
  notice,
  error,
  children,
}: {
  title: string;
  testId: string;
  notice: ReactNode;
  error: string | null;
  children: ReactNode;
}) {
  return (
    <Card title={title} size="small" className="author-block" data-testid={`${testId}-card`}>
      {notice}
      {error ? (
        <Alert
          type="error"
          showIcon
          title={error}
          style={{ marginTop: 12 }}
          data-testid={`${testId}-error`}
        />
      ) : null}
      {children}
    </Card>
  );
}
