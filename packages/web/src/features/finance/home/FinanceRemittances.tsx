import { FeeType, OrderPayStatus } from '@jb/contract/enums/order';
import { RemittanceStatus } from '@jb/contract/enums/remittance';
import type { FinanceHome } from '@jb/contract/schemas/financeHome';
import { Card, Col, Row } from 'antd';
import { Link } from 'react-router';
import { listLink, orderListLink } from './links.ts';
import { MoneyFigure } from './MoneyFigure.tsx';
import { useFinanceHomeTexts } from './texts.ts';

/** 汇款确认's tab of a remittance status (the press's remittances: they name no journal). */
const remittancesAt = (status: number) => listLink('/finance/remittance', { status });
/** 汇款确认's prepaid fees waiting for their remittance. */
const PREPAID_VIEW = listLink('/finance/remittance', { view: 'prepaid', payStatus: OrderPayStatus.UNPAID });

/**
 * The remittances waiting for finance: those received and not yet matched to orders (unmatched, and
 * what is left of the partly matched), each opening its tab of 汇款确认; and the prepaid fees whose
 * remittance is still to be confirmed (the orders, in the journal the home shows).
 */
export function FinanceRemittances({ h, journalId }: { h: FinanceHome; journalId?: number }) {
  const t = useFinanceHomeTexts();
  const { unmatched, partly } = h.remittances;
  return (
    <Card size="small" title={t('remittances.title')} data-testid="finance-remittances">
      <Row gutter={[16, 16]}>
        <Col xs={12} md={8}>
          <MoneyFigure
            title={t('remittances.unmatched')}
            fen={unmatched.fen}
            countText={t('remittances.count', { count: unmatched.count })}
            to={remittancesAt(RemittanceStatus.UNMATCHED)}
            testId="finance-remittances-unmatched"
          />
        </Col>
        <Col xs={12} md={8}>
          <MoneyFigure
            title={t('remittances.partly')}
            fen={partly.fen}
            countText={t('remittances.count', { count: partly.count })}
            to={remittancesAt(RemittanceStatus.PARTLY)}
            testId="finance-remittances-partly"
          />
        </Col>
        <Col xs={12} md={8}>
          <MoneyFigure
            title={t('remittances.prepaid')}
            fen={h.awaitingPrepaid.fen}
            countText={t('count', { count: h.awaitingPrepaid.count })}
            to={orderListLink({ feeType: FeeType.PREPAID, payStatus: OrderPayStatus.UNPAID, journalId })}
            testId="finance-awaiting"
            extra={<Link to={PREPAID_VIEW}>{t('remittances.toConfirm')}</Link>}
          />
        </Col>
      </Row>
    </Card>
  );
}
