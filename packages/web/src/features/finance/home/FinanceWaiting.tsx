import { DiscountStatus, RefundStatus } from '@jb/contract/enums/order';
import type { FinanceHome } from '@jb/contract/schemas/financeHome';
import { InvoiceStatus } from '@jb/contract/schemas/invoices';
import { Card, Col, Row, Statistic } from 'antd';
import { Link } from 'react-router';
import { formatMoney } from '../../../components/money/money.ts';
import { listLink, orderListLink } from './links.ts';
import { useFinanceHomeTexts } from './texts.ts';

type Waiting = keyof FinanceHome['waiting'];

/** The list behind each count, in the journal the home shows (invoices are the press's). */
function linksOf(journalId: number | undefined): Record<Waiting, string> {
  return {
    refunds: listLink('/finance/refundManage', { status: RefundStatus.FINANCE_PENDING, journalId }),
    invoices: listLink('/finance/invoiceManage', { status: InvoiceStatus.REQUESTED }),
    invoicesAgain: listLink('/finance/invoiceManage', { status: InvoiceStatus.REQUESTED_AGAIN }),
    discounts: listLink('/operation/orderDiscount', { status: DiscountStatus.REVIEW, journalId }),
    abnormal: orderListLink({ abnormalFlag: 2, journalId }),
  };
}

/** The money refunded in the period, and the work waiting now, each linked to the list that holds it. */
export function FinanceWaiting({ h, journalId }: { h: FinanceHome; journalId?: number }) {
  const t = useFinanceHomeTexts();
  const links = linksOf(journalId);
  const refunded = listLink('/finance/refundManage', { status: RefundStatus.REFUNDED, journalId });
  return (
    <Card size="small" title={t('waiting.title')} data-testid="finance-waiting">
      <Row gutter={[16, 16]}>
        <Col xs={12} md={4}>
          <Statistic
            title={t('refunded')}
            value={formatMoney(h.refunded.fen)}
            data-testid="finance-refunded"
            valueRender={(node) => <Link to={refunded}>{node}</Link>}
          />
          <Link to={refunded}>{t('count', { count: h.refunded.count })}</Link>
        </Col>
        {(Object.keys(links) as Waiting[]).map((k) => (
          <Col xs={12} md={4} key={k}>
            <Statistic
              title={t(`waiting.${k}`)}
              value={h.waiting[k]}
              data-testid={`finance-waiting-${k}`}
              valueRender={(node) => <Link to={links[k]}>{node}</Link>}
            />
            {h.waiting[k] > 0 && <Link to={links[k]}>{t('waiting.open')}</Link>}
          </Col>
        ))}
      </Row>
    </Card>
  );
}
