import { HomeLayout } from '../../manage/welcome/HomeLayout.tsx';
import { FinanceFigures } from './FinanceFigures.tsx';

/** 财务首页 (/finance/index): who I am and my counts, then the money of the period. */
export default function FinanceHomePage() {
  return (
    <HomeLayout>
      <FinanceFigures />
    </HomeLayout>
  );
}
