import { Card, Descriptions, Drawer, Skeleton, Space, Typography } from 'antd';
import { LoadError } from '../../../components/LoadError.tsx';
import { formatTime } from '../../../lib/formatTime.ts';
import { ManuscriptsTable, OrdersTable } from '../../operation/authorManagement/AuthorDetailDrawer.tsx';
import { useAuthorTexts } from '../../operation/authorManagement/texts.ts';
import { caibianDetailPath, useMyAuthorDetail } from '../portal/api.ts';
import { usePortalTexts } from '../portal/texts.ts';

/** One of the editor's authors: who they are, the editor's manuscripts of theirs and those orders. */
export function MyAuthorDrawer({ authorId, onClose }: { authorId: number | null; onClose: () => void }) {
  const t = usePortalTexts();
  const ta = useAuthorTexts();
  const detail = useMyAuthorDetail(authorId);
  const a = detail.data;

  return (
    <Drawer
      open={authorId !== null}
      onClose={onClose}
      size="min(880px, 100vw)"
      title={a ? t('authorTitle', { name: a.name }) : t('detail')}
      destroyOnHidden
      data-testid="my-author-detail"
    >
      {detail.isPending && <Skeleton active />}
      {detail.isError && <LoadError onRetry={() => void detail.refetch()} />}
      {a && (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Card title={ta('basic')} size="small">
            <Descriptions column={{ xs: 1, sm: 2 }} size="small">
              <Descriptions.Item label={ta('name')}>{a.name}</Descriptions.Item>
              <Descriptions.Item label={ta('phone')}>{a.phone}</Descriptions.Item>
              <Descriptions.Item label={ta('email')}>{a.email || '-'}</Descriptions.Item>
              <Descriptions.Item label={ta('unit')}>{a.unit || '-'}</Descriptions.Item>
              <Descriptions.Item label={t('registeredByMe')}>
                {a.registeredByMe ? t('registeredMine') : t('referredMine')}
              </Descriptions.Item>
              <Descriptions.Item label={ta('createdAt')}>{formatTime(a.createdAt)}</Descriptions.Item>
            </Descriptions>
          </Card>
          <Typography.Text type="secondary">{t('manuscriptsHint')}</Typography.Text>
          <Card title={`${ta('manuscripts')} (${a.manuscripts.length})`} size="small">
            <ManuscriptsTable rows={a.manuscripts} openPath={caibianDetailPath} />
          </Card>
          <Card title={ta('orders')} size="small">
            <OrdersTable rows={a.orders} />
          </Card>
        </Space>
      )}
    </Drawer>
  );
}
