import { JOURNAL_STATUS_LABELS } from '@jb/contract/schemas/journals';
import { MERCHANT_CHANNELS, type MerchantChannel } from '@jb/contract/schemas/merchants';
import { Descriptions, Drawer, List, Skeleton, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { PermissionTree } from '../../../components/permissionTree/PermissionTree.tsx';
import { pruneTree } from '../../../components/permissionTree/treeChecks.ts';
import { usePermissionTree } from '../../../components/permissionTree/usePermissionTree.ts';
import { StatusTag } from '../../../components/StatusTag.tsx';
import { usePick } from '../../../i18n/useLang.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import { usePressDetail } from './api.ts';

/** A press at a glance: its details, journals, payee merchants and the permissions it was given. */
export function PressDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const pick = usePick();
  const detail = usePressDetail(id);
  const tree = usePermissionTree();
  const granted = useMemo(
    () => (tree.data && detail.data ? pruneTree(tree.data, new Set(detail.data.permissions)) : []),
    [tree.data, detail.data],
  );
  const press = detail.data;

  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={560}
      title={press?.name ?? t('press.detail')}
      destroyOnHidden
    >
      {detail.isPending && <Skeleton active />}
      {detail.isError && <LoadError onRetry={() => void detail.refetch()} />}
      {press && (
        <div data-testid="press-detail">
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              { key: 'code', label: t('press.code'), children: press.code },
              { key: 'contact', label: t('press.contactName'), children: press.contactName || '-' },
              { key: 'phone', label: t('press.contactPhone'), children: press.contactPhone || '-' },
              { key: 'address', label: t('press.address'), children: press.address || '-' },
              { key: 'status', label: t('common.status'), children: <StatusTag status={press.status} /> },
              { key: 'staff', label: t('press.staffCount'), children: press.staffCount },
              { key: 'created', label: t('common.createdAt'), children: formatTime(press.createdAt) },
            ]}
          />
          <Typography.Title level={5}>
            {t('press.journals', { count: press.journals.length })}
          </Typography.Title>
          <List
            size="small"
            bordered
            dataSource={press.journals}
            locale={{ emptyText: t('common.none') }}
            renderItem={(j) => (
              <List.Item
                extra={
                  <Tag>
                    {j.status in JOURNAL_STATUS_LABELS ? pick(JOURNAL_STATUS_LABELS[j.status]!) : '-'}
                  </Tag>
                }
              >
                {j.name}
                {j.issn ? <Typography.Text type="secondary"> ISSN {j.issn}</Typography.Text> : null}
              </List.Item>
            )}
          />
          <Typography.Title level={5}>
            {t('press.merchants', { count: press.merchants.length })}
          </Typography.Title>
          <List
            size="small"
            bordered
            dataSource={press.merchants}
            locale={{ emptyText: t('common.none') }}
            renderItem={(m) => (
              <List.Item extra={<StatusTag status={m.status} />}>
                {m.name}
                <Typography.Text type="secondary">
                  {' '}
                  {pick(MERCHANT_CHANNELS[m.channel as MerchantChannel] ?? { zh: m.channel, en: m.channel })}
                </Typography.Text>
              </List.Item>
            )}
          />
          <Typography.Title level={5}>{t('press.permissions')}</Typography.Title>
          {tree.data ? (
            <PermissionTree tree={granted} value={press.permissions} disabled />
          ) : (
            <Skeleton active />
          )}
        </div>
      )}
    </Drawer>
  );
}
