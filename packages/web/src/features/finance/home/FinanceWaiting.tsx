import type { FinanceHome } from '@jb/contract/schemas/financeHome';
import { Card, Col, Row, Statistic } from 'antd';
import { Link } from 'react-router';
import { formatMoney } from '../../../components/money/money.ts';
import { useFinanceHomeTexts } from './texts.ts';

const LINKS = {
  refunds: '/finance/refundManage',
  invoices: '/finance/invoiceManage',
  discounts: '/operation/orderDiscount',
  abnormal: '/finance/orderList?abnormalFlag=2',
} as const;

/** The money refunded in the period, and the work waiting now, each linked to the list that holds it. */
export function FinanceWaiting({ h }: { h: FinanceHome }) {
  const t = useFinanceHomeTexts();
  return (
    <Card size="small" title={t('waiting.title')} data-testid="finance-waiting">
      <Row gutter={[16, 16]}>
        <Col xs={12} md={4}>
          <Statistic
            title={t('refunded')}
            value={formatMoney(h.refunded.fen)}
            data-testid="finance-refunded"
          />
          <span>{t('count', { count: h.refunded.count })}</span>
        </Col>
        {(Object.keys(LINKS) as (keyof typeof LINKS)[]).map((k) => (
          <Col xs={12} md={5} key={k}>
            <Statistic title={t(`waiting.${k}`)} value={h.waiting[k]} data-testid={`finance-waiting-${k}`} />
            {h.waiting[k] > 0 && <Link to={LINKS[k]}>{t('waiting.open')}</Link>}
          </Col>
        ))}
      </Row>
    </Card>
  );
}
