import type { UseQueryResult } from '@tanstack/react-query';
import { Card, Descriptions, Drawer, Skeleton, Space } from 'antd';
import type { ReactNode } from 'react';
import { LoadError } from '../../../components/LoadError.tsx';
import { ManuscriptsTable, OrdersTable } from './AuthorTables.tsx';
import type { AuthorDetail } from './api.ts';
import { useAuthorTexts } from './texts.ts';

type Shown = Pick<AuthorDetail, 'name' | 'manuscripts' | 'orders'>;

/**
 * An author's drawer, as the staff (作者管理) and an acquisition editor (我的作者) open it: the
 * author's details, their manuscripts (each opening its detail at `openPath`) and orders, with the
 * loading and error states; `above` and `below` the tables what only one of them shows.
 */
export function AuthorDrawerFrame<A extends Shown>({
  open,
  onClose,
  detail,
  title,
  testId,
  details,
  manuscriptsTitle,
  openPath,
  above,
  below,
}: {
  open: boolean;
  onClose: () => void;
  detail: UseQueryResult<A>;
  title: (a: A | undefined) => string;
  testId: string;
  /** The items of the details card. */
  details: (a: A) => ReactNode;
  manuscriptsTitle: (a: A) => string;
  openPath?: (id: number) => string;
  above?: ReactNode;
  below?: (a: A) => ReactNode;
}) {
  const t = useAuthorTexts();
  const a = detail.data;
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size="min(880px, 100vw)"
      title={title(a)}
      destroyOnHidden
      data-testid={testId}
    >
      {detail.isPending && <Skeleton active />}
      {detail.isError && <LoadError onRetry={() => void detail.refetch()} />}
      {a && (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Card title={t('basic')} size="small">
            <Descriptions column={{ xs: 1, sm: 2 }} size="small" data-testid={`${testId}-meta`}>
              {details(a)}
            </Descriptions>
          </Card>
          {above}
          <Card title={manuscriptsTitle(a)} size="small">
            <ManuscriptsTable rows={a.manuscripts} {...(openPath ? { openPath } : {})} />
          </Card>
          <Card title={t('orders')} size="small">
            <OrdersTable rows={a.orders} />
          </Card>
          {below?.(a)}
        </Space>
      )}
    </Drawer>
  );
}
