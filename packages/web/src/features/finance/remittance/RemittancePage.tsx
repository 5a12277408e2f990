import { Tabs } from 'antd';
import { useUrlTab } from '../../../components/resourceTable/useUrlTab.ts';
import { BankRemittances } from './BankRemittances.tsx';
import { PrepaidOrders } from './PrepaidOrders.tsx';
import { useRemittanceTexts } from './texts.ts';

const VIEWS = ['bank', 'prepaid'] as const;

/**
 * /finance/remittance (汇款确认): bank reconciliation (the remittances received, matched to orders)
 * and the prepaid-fee orders awaiting a remittance (confirmed one by one). Each view is a list of its
 * own: switching starts it afresh.
 */
export default function RemittancePage() {
  const t = useRemittanceTexts();
  const { tab, switchTab } = useUrlTab('view', VIEWS, 'bank', true);
  return (
    <>
      <Tabs
        type="card"
        activeKey={tab}
        onChange={switchTab}
        items={VIEWS.map((key) => ({
          key,
          label: <span data-testid={`remittance-view-${key}`}>{t(`views.${key}`)}</span>,
        }))}
      />
      {tab === 'prepaid' ? <PrepaidOrders /> : <BankRemittances />}
    </>
  );
}
