import { merchantDelete, merchantList } from '@jb/contract/api/merchants';
import { MERCHANT_CHANNELS, type MerchantRow } from '@jb/contract/schemas/merchants';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/usePermissions.ts';
import { useIsPlatform } from '../../../app/useSession.ts';
import { useEditor } from '../../../components/formModal/useEditor.ts';
import type { FilterField } from '../../../components/resourceTable/filters.ts';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import { deleteAction } from '../../../components/resourceTable/recordActions.ts';
import type { RowActionMap } from '../../../components/resourceTable/rowActions.ts';
import { StatusTag } from '../../../components/StatusTag.tsx';
import { usePick } from '../../../i18n/useLang.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import { usePressOptions } from '../../shared/options.ts';
import { MerchantFormModal } from './MerchantFormModal.tsx';

/** /manage/payeeMerchant: the accounts a press receives authors' payments into. */
export default function PayeeMerchantPage() {
  const { t } = useTranslation();
  const pick = usePick();
  const platform = useIsPlatform();
  const presses = usePressOptions(platform);
  const canEdit = useCan('manage.payeeMerchant.edit');
  const editor = useEditor<MerchantRow>();

  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'keyword', label: t('merchant.keyword') },
      ...(platform
        ? [
            {
              kind: 'select' as const,
              name: 'pressId',
              label: t('common.press'),
              options: presses.data ?? [],
              loading: presses.isPending,
            },
          ]
        : []),
    ],
    [t, platform, presses.data, presses.isPending],
  );

  const columns = useMemo<ColumnsType<MerchantRow>>(
    () => [
      { key: 'name', title: t('merchant.name'), dataIndex: 'name' },
      ...(platform ? [{ key: 'pressName', title: t('common.press'), dataIndex: 'pressName' }] : []),
      { key: 'channel', title: t('merchant.channel'), render: (_, r) => pick(MERCHANT_CHANNELS[r.channel]) },
      { key: 'merchantNo', title: t('merchant.merchantNo'), dataIndex: 'merchantNo' },
      { key: 'accountName', title: t('merchant.accountName'), dataIndex: 'accountName' },
      { key: 'bankName', title: t('merchant.bankName'), dataIndex: 'bankName' },
      { key: 'accountNo', title: t('merchant.accountNo'), dataIndex: 'accountNo' },
      { key: 'journalCount', title: t('merchant.journalCount'), dataIndex: 'journalCount', align: 'right' },
      { key: 'status', title: t('common.status'), render: (_, r) => <StatusTag status={r.status} /> },
      { key: 'createdAt', title: t('common.createdAt'), render: (_, r) => formatTime(r.createdAt) },
    ],
    [t, pick, platform],
  );

  const actions = useMemo<RowActionMap<MerchantRow>>(
    () => ({
      edit: { label: t('common.edit'), run: (row) => void editor.edit(row) },
      delete: deleteAction(merchantDelete, t, (row) => t('merchant.deleteTitle', { name: row.name })),
    }),
    [t, editor.edit],
  );

  return (
    <>
      <ResourceTable<MerchantRow>
        list={merchantList}
        columns={columns}
        rowKey={(row) => row.id}
        filters={filters}
        actions={actions}
        toolbar={
          canEdit && (
            <Button type="primary" onClick={() => editor.create()} data-testid="table-add">
              {t('merchant.add')}
            </Button>
          )
        }
      />
      <MerchantFormModal target={editor.target} onClose={editor.close} />
    </>
  );
}
