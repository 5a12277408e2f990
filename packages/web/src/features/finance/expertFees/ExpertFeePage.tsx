import { Tabs } from 'antd';
import { useCallback } from 'react';
import { useScreenSearchParams } from '../../../app/useScreenSearchParams.ts';
import { ALL } from '../../../components/resourceTable/useStatusTab.ts';
import { useUrlTab } from '../../../components/resourceTable/useUrlTab.ts';
import { BatchList } from './BatchList.tsx';
import { FeeList } from './FeeList.tsx';
import { useExpertFeeTexts } from './texts.ts';

const VIEWS = ['fees', 'batches'] as const;

/**
 * /finance/expertFee (专家审稿费): the experts' review fees (unpaid ones gathered into payment
 * batches) and the payment batches (the bank file, marked paid with the voucher, or cancelled). Each
 * view is a list of its own: switching starts it afresh; a batch's fees open on the fees view.
 */
export default function ExpertFeePage() {
  const t = useExpertFeeTexts();
  const { tab, switchTab } = useUrlTab('view', VIEWS, 'fees', true);
  const [, setSearch] = useScreenSearchParams();
  const showFees = useCallback(
    (batchNo: string) => setSearch(new URLSearchParams({ status: ALL, batchNo })),
    [setSearch],
  );
  return (
    <>
      <Tabs
        type="card"
        activeKey={tab}
        onChange={switchTab}
        items={VIEWS.map((key) => ({
          key,
          label: <span data-testid={`expert-fee-view-${key}`}>{t(`views.${key}`)}</span>,
        }))}
      />
      {tab === 'batches' ? <BatchList showFees={showFees} /> : <FeeList />}
    </>
  );
}
