import { financeHomeCall } from '@jb/contract/api/financeHome';
import type { FinanceHome } from '@jb/contract/schemas/financeHome';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, DatePicker, Empty, Flex, Progress, Row, Segmented, Select, Skeleton, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router';
import { api } from '../../../api/http.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { MoneyText } from '../../../components/money/MoneyText.tsx';
import { useFeeTypeName } from '../../shared/manuscripts/OrderBadges.tsx';
import { useJournalOptions } from '../../shared/options.ts';
import { FinanceRemittances } from './FinanceRemittances.tsx';
import { FinanceWaiting } from './FinanceWaiting.tsx';
import { orderListLink } from './links.ts';
import { MoneyFigure } from './MoneyFigure.tsx';
import { periodOf, type RangeKind } from './period.ts';
import { useFinanceHomeTexts } from './texts.ts';

/** What the figures are of: the period's China days and kind, and the journal chosen (none: all). */
interface Scope {
  kind: RangeKind;
  from: string;
  to: string;
  journalId?: number;
}

function Figures({ h, scope }: { h: FinanceHome; scope: Scope }) {
  const t = useFinanceHomeTexts();
  const feeName = useFeeTypeName();
  const most = Math.max(1, ...h.daily.map((d) => d.fen));
  const { journalId } = scope;
  // Each figure opens the list of what it counts.
  const orderedIn = (more: { feeType?: number } = {}) =>
    orderListLink({ ...more, journalId, createdFrom: scope.from, createdTo: scope.to });
  const receivedOn = (from: string, to: string) => orderListLink({ journalId, paidFrom: from, paidTo: to });
  const figures = [
    { key: 'today', title: t('today'), money: h.today, to: receivedOn(h.today.day, h.today.day) },
    {
      key: 'received',
      title: t(`receivedIn.${scope.kind}`),
      money: h.received,
      to: receivedOn(scope.from, scope.to),
    },
    { key: 'ordered', title: t('ordered'), money: h.ordered, to: orderedIn() },
    { key: 'unpaid', title: t('unpaid'), money: h.unpaid, to: orderListLink({ payStatus: 0, journalId }) },
  ];
  return (
    <Flex vertical gap={16}>
      <Row gutter={[16, 16]}>
        {figures.map((f) => (
          <Col xs={12} md={6} key={f.key}>
            <MoneyFigure
              title={f.title}
              fen={f.money.fen}
              countText={t('count', { count: f.money.count })}
              to={f.to}
              testId={`finance-${f.key}`}
              extra={f.key === 'unpaid' && <Link to={f.to}>{t('toOrders')}</Link>}
            />
          </Col>
        ))}
      </Row>
      <FinanceRemittances h={h} journalId={journalId} />
      <FinanceWaiting h={h} journalId={journalId} />
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
          {
            key: 'count',
            title: t('orders'),
            align: 'right',
            render: (_, r) => (
              <Link to={orderedIn({ feeType: r.feeType })} data-testid={`finance-fee-${r.feeType}`}>
                {r.count}
              </Link>
            ),
          },
          {
            key: 'amount',
            title: t('amount'),
            align: 'right',
            render: (_, r) => (
              <Link to={orderedIn({ feeType: r.feeType })}>
                <MoneyText fen={r.amountFen} />
              </Link>
            ),
          },
          {
            key: 'paid',
            title: t('paid'),
            align: 'right',
            render: (_, r) => (
              <Link to={orderedIn({ feeType: r.feeType })}>
                <MoneyText fen={r.paidFen} />
              </Link>
            ),
          },
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
                <Link to={receivedOn(d.day, d.day)} data-testid={`finance-day-${d.day}`}>
                  <MoneyText fen={d.fen} />
                </Link>
              </Flex>
            ),
          },
        ]}
      />
    </Flex>
  );
}

/**
 * The finance home's card: the money of today and of this month, last month or a custom period, in
 * every journal or one: what came in, what was ordered, what is unpaid now (to the list), the
 * remittances awaiting confirmation (to 汇款确认), the work waiting, the period's orders by fee type
 * and what came in each day.
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
      {figures.data && <Figures h={figures.data} scope={{ ...period, kind, journalId }} />}
    </Card>
  );
}
