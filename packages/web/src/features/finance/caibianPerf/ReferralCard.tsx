import { myReferral } from '@jb/contract/api/caibianPerf';
import { referralLink } from '@jb/contract/schemas/caibianPerf';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Empty, Skeleton, Typography } from 'antd';
import { api } from '../../../api/http.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { usePerfTexts } from './texts.ts';

/**
 * The signed-in acquisition editor's referral links (their "card" on the author site): an author
 * who signs in or registers and submits through one is recorded as referred by them.
 */
export function ReferralCard() {
  const t = usePerfTexts();
  const card = useQuery({ queryKey: ['caibianPerf', 'referral'], queryFn: () => api(myReferral, {}) });
  return (
    <Card title={t('referral.title')} data-testid="referral-card">
      {card.isPending && <Skeleton active />}
      {card.isError && <LoadError onRetry={() => void card.refetch()} />}
      {card.data && (
        <>
          <Typography.Paragraph type="secondary">{t('referral.hint')}</Typography.Paragraph>
          <Typography.Paragraph>
            {t('referral.code')}:{' '}
            <Typography.Text code data-testid="referral-code">
              {card.data.code}
            </Typography.Text>
          </Typography.Paragraph>
          {card.data.journals.length === 0 ? (
            <Empty description={t('referral.none')} />
          ) : (
            <Descriptions column={1} size="small" bordered>
              {card.data.journals.map((j) => (
                <Descriptions.Item key={j.id} label={j.name}>
                  <Typography.Text copyable data-testid={`referral-link-${j.id}`}>
                    {referralLink(window.location.origin, j.code, card.data.code)}
                  </Typography.Text>
                </Descriptions.Item>
              ))}
            </Descriptions>
          )}
        </>
      )}
    </Card>
  );
}
