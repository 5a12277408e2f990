import { commissionRules } from '@jb/contract/api/caibianPerf';
import { Flex } from 'antd';
import { useLocation } from 'react-router';
import { useCanCall } from '../../../app/usePermissions.ts';
import { CommissionRules } from './CommissionRules.tsx';
import { PerfFigures } from './PerfFigures.tsx';

/**
 * 采编绩效 (/operation/caibianPerf and /finance/caibianPerf): one screen on both routes. The figures
 * of the period, with finance's 结算提成 (on the finance route, where the server offers it); the
 * commission rules below (edited by whoever holds operation.caibianPerf.rules, read by the rest).
 */
export default function CaibianPerfPage() {
  const rulesReadable = useCanCall(commissionRules);
  const finance = useLocation().pathname.startsWith('/finance/');
  return (
    <Flex vertical gap={16}>
      <PerfFigures payable={finance} />
      {rulesReadable && <CommissionRules />}
    </Flex>
  );
}
