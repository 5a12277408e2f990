import { Flex } from 'antd';
import { PerfFigures } from '../../finance/caibianPerf/PerfFigures.tsx';
import { ReferralCard } from '../../finance/caibianPerf/ReferralCard.tsx';

/**
 * 采编首页 (/caibian/cbIndex): the acquisition editor's referral links for the author site, and
 * their own performance of the period (the server shows an editor only their own figures).
 */
export default function CbIndexPage() {
  return (
    <Flex vertical gap={16}>
      <ReferralCard />
      <PerfFigures mine />
    </Flex>
  );
}
