import { Flex } from 'antd';
import { PerfFigures } from '../../finance/caibianPerf/PerfFigures.tsx';
import { ReferralCard } from '../../finance/caibianPerf/ReferralCard.tsx';
import { BusinessAuditCard } from './BusinessAuditCard.tsx';

/**
 * 采编首页 (/caibian/cbIndex): the acquisition editor's referral links for the author site, their
 * referrals waiting on a business step (business audit), and their own performance of the period
 * (the server shows an editor only their own figures).
 */
export default function CbIndexPage() {
  return (
    <Flex vertical gap={16}>
      <ReferralCard />
      <BusinessAuditCard />
      <PerfFigures mine />
    </Flex>
  );
}
