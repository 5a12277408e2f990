import { Flex } from 'antd';
import { PerfFigures } from '../../finance/caibianPerf/PerfFigures.tsx';
import { MonthlyPerf } from './MonthlyPerf.tsx';

/**
 * 采编业绩 (/caibian/editingAchievements): the acquisition editor's own performance, month by month
 * (commission bars and a table) and for a period (this month, last month or custom, SPEC §9) with
 * the orders behind it and its export; the server shows an editor only their own figures.
 */
export default function EditingAchievementsPage() {
  return (
    <Flex vertical gap={16}>
      <MonthlyPerf />
      <PerfFigures mine />
    </Flex>
  );
}
