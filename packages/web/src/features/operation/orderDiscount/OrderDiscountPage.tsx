import { discountApply, discountList } from '@jb/contract/api/discounts';
import { DISCOUNT_STATUS, DiscountStatus } from '@jb/contract/enums/order';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useCanCall } from '../../../app/usePermissions.ts';
import type { FilterField } from '../../../components/resourceTable/filters.ts';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import type { RowActionMap } from '../../../components/resourceTable/rowActions.ts';
import { useDefaultFilter } from '../../../components/resourceTable/useDefaultFilter.ts';
import { usePick } from '../../../i18n/useLang.ts';
import { useJournalOptions } from '../../shared/options.ts';
import type { DiscountRow } from './api.ts';
import { DiscountApplyModal } from './DiscountApplyModal.tsx';
import { type Decision, DiscountDecisionModal } from './DiscountDecisionModal.tsx';
import { useDiscountTexts } from './texts.ts';
import { useDiscountColumns } from './useDiscountColumns.tsx';

/** The statuses an application can have (0 means an order never had one). */
const STATUSES = [DiscountStatus.REVIEW, DiscountStatus.APPROVED, DiscountStatus.REJECTED];

/**
 * /operation/orderDiscount (订单优惠审核): discount and waiver applications of the press's orders,
 * opened on those under review. Editors apply (申请优惠); the press passes or rejects each, as the
 * row's `actions` allow.
 */
export default function OrderDiscountPage() {
  const t = useDiscountTexts();
  const pick = usePick();
  const ready = useDefaultFilter('status', String(DiscountStatus.REVIEW));
  const journals = useJournalOptions();
  const columns = useDiscountColumns();
  const mayApply = useCanCall(discountApply);
  const [applying, setApplying] = useState(false);
  const [deciding, setDeciding] = useState<{ decision: Decision; row: DiscountRow } | null>(null);

  const filters = useMemo<FilterField[]>(
    () => [
      {
        kind: 'select',
        name: 'status',
        label: t('status'),
        options: STATUSES.map((s) => ({ value: s, label: pick(DISCOUNT_STATUS[s]!) })),
      },
      {
        kind: 'select',
        name: 'journalId',
        label: t('journal'),
        options: journals.data ?? [],
        loading: journals.isPending,
      },
      { kind: 'text', name: 'keyword', label: t('keyword') },
    ],
    [t, pick, journals.data, journals.isPending],
  );

  const actions = useMemo<RowActionMap<DiscountRow>>(
    () => ({
      pass: { label: t('pass'), run: (row) => void setDeciding({ decision: 'pass', row }) },
      reject: {
        label: t('reject'),
        danger: true,
        run: (row) => void setDeciding({ decision: 'reject', row }),
      },
    }),
    [t],
  );

  if (!ready) return null;
  return (
    <>
      <ResourceTable<DiscountRow>
        list={discountList}
        columns={columns}
        rowKey={(row) => row.id}
        filters={filters}
        actions={actions}
        toolbar={
          mayApply && (
            <Button type="primary" onClick={() => setApplying(true)} data-testid="discount-apply-open">
              {t('apply')}
            </Button>
          )
        }
      />
      <DiscountDecisionModal target={deciding} onClose={() => setDeciding(null)} />
      <DiscountApplyModal open={applying} list={discountList} onClose={() => setApplying(false)} />
    </>
  );
}
