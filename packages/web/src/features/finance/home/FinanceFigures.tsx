import { financeHomeCall } from '@jb/contract/api/financeHome';
import type { FinanceHome } from '@jb/contract/schemas/financeHome';
import { useQuery } from '@tanstack/react-query';
import {
  Card,
  Col,
  DatePicker,
  Empty,
  Flex,
  Progress,
  Row,
  Segmented,
  Select,
  Skeleton,
  Statistic,
  Table,
} from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../../api/http.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { MoneyText } from '../../../components/money/MoneyText.tsx';
import { formatMoney } from '../../../components/money/money.ts';
import { useFeeTypeName } from '../../shared/manuscripts/OrderBadges.tsx';
import { useJournalOptions } from '../../shared/options.ts';
import { FinanceWaiting } from './FinanceWaiting.tsx';
import { periodOf, type RangeKind } from './period.ts';
import { useFinanceHomeTexts } from './texts.ts';

function Figures({ h }: { h: FinanceHome }) {
  const t = useFinanceHomeTexts();
  const feeName = useFeeTypeName();
  const most = Math.max(1, ...h.daily.map((d) => d.fen));
  const stat = (
    title: string,
    fen: number,
    count: number,
    testId: string,
    link?: { to: string; label: string },
  ) => (
    <Col xs={12} md={6}>
      <Statistic title={title} value={formatMoney(fen)} data-testid={testId} />
      <Flex gap={8}>
        <span data-testid={`${testId}-count`}>{t('count', { count })}</span>
        {link && <Link to={link.to}>{link.label}</Link>}
      </Flex>
    </Col>
  );
  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]}>
        {stat(t('received'), h.received.fen, h.received.count, 'finance-received')}
        {stat(t('ordered'), h.ordered.fen, h.ordered.count, 'finance-ordered')}
        {stat(t('unpaid'), h.unpaid.fen, h.unpaid.count, 'finance-unpaid', {
          to: '/finance/orderList?payStatus=0',
          label: t('toOrders'),
        })}
        <Col xs={12} md={6}>
          <Statistic title={t('awaiting')} value={h.awaitingRemittance} data-testid="finance-awaiting" />
          <Link to="/finance/remittance?view=prepaid&payStatus=0">{t('toRemittance')}</Link>
        </Col>
      </Row>
      <FinanceWaiting h={h} />
      <Table
        size="small"
        rowKey="feeType"
        pagination={false}
        title={() => t('byFeeType')}
        dataSource={h.byFeeType}
        locale={{ emptyText: <Empty description={t('noData')} /> }}
        data-testid="finance-by-fee"
        columns={[
          { key: 'feeType', title: t('feeType'), render: (_, r) => feeName(r.feeType) },
          { key: 'count', title: t('orders'), dataIndex: 'count', align: 'right' },
          {
            key: 'amount',
            title: t('amount'),
            align: 'right',
            render: (_, r) => <MoneyText fen={r.amountFen} />,
          },
          { key: 'paid', title: t('paid'), align: 'right', render: (_, r) => <MoneyText fen={r.paidFen} /> },
        ]}
      />
      <Table
        size="small"
        rowKey="day"
        pagination={h.daily.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        title={() => t('daily')}
        dataSource={h.daily}
        locale={{ emptyText: <Empty description={t('noPayments')} /> }}
        data-testid="finance-daily"
        columns={[
          { key: 'day', title: t('day'), dataIndex: 'day', width: 120 },
          {
            key: 'fen',
            title: t('received'),
            render: (_, d) => (
              <Flex gap={12} align="center">
                <Progress
                  percent={Math.round((d.fen / most) * 100)}
                  showInfo={false}
                  style={{ width: 240 }}
                />
                <MoneyText fen={d.fen} />
              </Flex>
            ),
          },
        ]}
      />
    </Flex>
  );
}

/**
 * The finance home's card: the money of this month, last month or a custom period, in every journal
 * or one: what came in, what was ordered, what is unpaid now (to the list), the remittances awaiting
 * confirmation (to 汇款确认), the period's orders by fee type and what came in each day.
 */
export function FinanceFigures() {
  const t = useFinanceHomeTexts();
  const journals = useJournalOptions();
  const [kind, setKind] = useState<RangeKind>('thisMonth');
  const [custom, setCustom] = useState<[Dayjs, Dayjs] | null>(null);
  const [journalId, setJournalId] = useState<number | undefined>();
  const period = periodOf(kind, custom);
  const figures = useQuery({
    queryKey: ['financeHome', period.from, period.to, journalId ?? null],
    queryFn: () => api(financeHomeCall, { query: { ...period, journalId } }),
  });
  return (
    <Card
      title={t('title')}
      data-testid="finance-home"
      extra={
        <Flex gap={8} wrap>
          <Segmented<RangeKind>
            value={kind}
            onChange={setKind}
            options={(['thisMonth', 'lastMonth', 'custom'] as const).map((k) => ({
              value: k,
              label: <span data-testid={`finance-range-${k}`}>{t(`range.${k}`)}</span>,
            }))}
          />
          {kind === 'custom' && (
            <DatePicker.RangePicker
              value={custom}
              onChange={(v) => setCustom(v?.[0] && v[1] ? [v[0], v[1]] : null)}
              data-testid="finance-range-picker"
            />
          )}
          <Select
            allowClear
            placeholder={t('journal')}
            value={journalId}
            onChange={(v?: number) => setJournalId(v)}
            options={journals.data ?? []}
            style={{ minWidth: 200 }}
            data-testid="finance-journal"
          />
        </Flex>
      }
    >
      {figures.isPending && <Skeleton active />}
      {figures.isError && <LoadError onRetry={() => void figures.refetch()} />}
      {figures.data && <Figures h={figures.data} />}
    </Card>
  );
}
