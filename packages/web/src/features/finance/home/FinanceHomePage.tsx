import { HomeLayout } from '../../manage/welcome/HomeLayout.tsx';
import { FinanceCharts } from './FinanceCharts.tsx';
import { FinanceFigures } from './FinanceFigures.tsx';

/** 财务首页 (/finance/index): who I am and my counts, the money of the period, income over months. */
export default function FinanceHomePage() {
  return (
    <HomeLayout>
      <FinanceFigures />
      <FinanceCharts />
    </HomeLayout>
  );
}
