import { remittanceMatch, remittanceSuggest } from '@jb/contract/api/remittances';
import { FeeType } from '@jb/contract/enums/order';
import { ellipsis } from '@jb/contract/schemas/common';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Flex, Input, Modal, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { type HTMLAttributes, type Key, useMemo, useState } from 'react';
import { api } from '../../../api/http.ts';
import { toast } from '../../../api/notify.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { MoneyInput } from '../../../components/money/MoneyInput.tsx';
import { MoneyText } from '../../../components/money/MoneyText.tsx';
import { formatMoney } from '../../../components/money/money.ts';
import { refusalOf } from '../../../components/resourceTable/refusal.ts';
import { useLang } from '../../../i18n/useLang.ts';
import { useDebounced } from '../../../lib/useDebounced.ts';
import { useFeeTypeName } from '../../shared/manuscripts/OrderBadges.tsx';
import type { OrderSuggestion, RemittanceRecord } from './api.ts';
import { type Pick, pickProblem, planOf, startingAmount } from './matchPlan.ts';
import { useRemittanceTexts } from './texts.ts';

/** The suggestions of a remittance, or the orders the typed keyword finds. */
function useSuggestions(id: number, keyword: string) {
  return useQuery({
    queryKey: ['remittance-suggest', id, keyword],
    queryFn: () => api(remittanceSuggest, { query: { id, keyword: keyword || undefined } }),
    placeholderData: (previous) => previous,
  });
}

/**
 * 匹配: the remittance, the unpaid orders that may take it (ranked, with why), and for each chosen
 * order the amount it gets (its due up to what is left; a prepaid fee whole). Confirmed in a dialog;
 * the server checks it all again.
 */
export function MatchDrawer({
  target,
  onClose,
  onDone,
}: {
  target: RemittanceRecord;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useRemittanceTexts();
  const lang = useLang();
  const [modal, modalHolder] = Modal.useModal();
  const feeName = useFeeTypeName();
  const [typed, setTyped] = useState('');
  const keyword = useDebounced(typed.trim(), 400);
  const found = useSuggestions(target.id, keyword);
  const [picked, setPicked] = useState<Map<number, { order: OrderSuggestion; amountFen: number | null }>>(
    new Map(),
  );
  const [refusal, setRefusal] = useState<string | null>(null);
  const restFen = target.amountFen - target.matchedFen;
  const picks: Pick[] = [...picked.values()].map(({ order, amountFen }) => ({ ...order, amountFen }));
  const plan = planOf(picks, restFen);

  // Chosen orders stay listed while the keyword finds others.
  const rows = useMemo(() => {
    const listed = found.data?.list ?? [];
    const extra = [...picked.values()]
      .map((p) => p.order)
      .filter((o) => !listed.some((l) => l.orderId === o.orderId));
    return [...extra, ...listed];
  }, [found.data, picked]);

  const choose = (keys: Key[]) =>
    setPicked((current) => {
      const next = new Map([...current].filter(([id]) => keys.includes(id)));
      for (const key of keys) {
        const order = rows.find((r) => r.orderId === key);
        if (order && !next.has(order.orderId))
          next.set(order.orderId, {
            order,
            amountFen: startingAmount(
              order,
              restFen,
              [...next.values()].map((p) => ({ ...p.order, amountFen: p.amountFen })),
            ),
          });
      }
      return next;
    });
  const setAmount = (order: OrderSuggestion, amountFen: number | null) =>
    setPicked((current) => new Map(current).set(order.orderId, { order, amountFen }));

  const submit = () =>
    modal.confirm({
      title: t('match.confirmTitle'),
      content: t('match.confirmContent', { count: picks.length, total: formatMoney(plan.total) }),
      okButtonProps: { 'data-testid': 'confirm-ok' } as never,
      cancelButtonProps: { 'data-testid': 'confirm-cancel' } as never,
      onOk: async () => {
        setRefusal(null);
        try {
          const matches = picks.map((p) => ({ orderId: p.orderId, amountFen: p.amountFen ?? 0 }));
          await api(
            remittanceMatch,
            { body: { id: target.id, version: target.version, matches } },
            { quiet: true },
          );
          toast('success', t('match.done'));
          onDone();
          onClose();
        } catch (error) {
          const r = refusalOf(error, lang);
          if (r.stale) {
            toast('warning', r.message);
            onDone();
            onClose();
          } else setRefusal(r.message);
        }
      },
    });

  const columns: ColumnsType<OrderSuggestion> = [
    {
      key: 'order',
      title: t('match.order'),
      render: (_, o) => (
        <Space orientation="vertical" size={0}>
          <span>{o.orderNum}</span>
          <Typography.Text type="secondary">
            {o.manuscript.articleNo} {ellipsis(o.manuscript.title, 16)}
          </Typography.Text>
        </Space>
      ),
    },
    { key: 'feeType', title: t('match.feeType'), render: (_, o) => feeName(o.feeType) },
    { key: 'author', title: t('match.author'), render: (_, o) => `${o.authorName} · ${o.journalName}` },
    { key: 'due', title: t('match.due'), align: 'right', render: (_, o) => <MoneyText fen={o.dueFen} /> },
    {
      key: 'reasons',
      title: t('match.reasons'),
      render: (_, o) => o.reasons.map((r) => <Tag key={r}>{t(`match.reason.${r}`)}</Tag>),
    },
    {
      key: 'amount',
      title: t('match.amount'),
      width: 160,
      render: (_, o) => {
        const p = picked.get(o.orderId);
        if (!p) return null;
        const problem = pickProblem({ ...o, amountFen: p.amountFen });
        return (
          <Space orientation="vertical" size={0}>
            <MoneyInput
              value={p.amountFen}
              onChange={(fen) => setAmount(o, fen)}
              disabled={o.feeType === FeeType.PREPAID}
              testId={`remittance-match-amount-${o.orderId}`}
            />
            {problem === 'prepaidWhole' && (
              <Typography.Text type="danger">{t('match.prepaidWhole')}</Typography.Text>
            )}
          </Space>
        );
      },
    },
  ];

  return (
    <Drawer
      open
      size="large"
      title={t('match.title')}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Flex justify="space-between" align="center" gap={12}>
          <Typography.Text type={plan.over ? 'danger' : undefined} data-testid="remittance-match-total">
            {t('match.total', {
              count: picks.length,
              total: formatMoney(plan.total),
              rest: formatMoney(restFen),
            })}
            {plan.over ? ` · ${t('match.over')}` : ''}
          </Typography.Text>
          <Button
            type="primary"
            disabled={!plan.ready}
            onClick={submit}
            data-testid="remittance-match-submit"
          >
            {t('match.submit')}
          </Button>
        </Flex>
      }
    >
      {modalHolder}
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Typography.Text strong data-testid="remittance-match-info">
          {t('match.info', {
            remitter: target.remitter,
            date: target.receivedOn,
            amount: formatMoney(target.amountFen),
            rest: formatMoney(restFen),
          })}
        </Typography.Text>
        {target.remark && (
          <Typography.Text type="secondary">{t('match.remark', { remark: target.remark })}</Typography.Text>
        )}
        <Input.Search
          allowClear
          placeholder={t('match.search')}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          data-testid="remittance-match-search"
        />
        {refusal && <Alert type="error" showIcon title={refusal} data-testid="remittance-match-refusal" />}
        {found.isError && !found.data ? (
          <LoadError onRetry={() => void found.refetch()} />
        ) : (
          <Table<OrderSuggestion>
            rowKey={(o) => o.orderId}
            columns={columns}
            dataSource={rows}
            loading={found.isFetching}
            pagination={false}
            size="small"
            scroll={{ x: 'max-content' }}
            rowSelection={{ selectedRowKeys: [...picked.keys()], onChange: choose }}
            onRow={(o) => ({ 'data-testid': `suggestion-${o.orderId}` }) as HTMLAttributes<HTMLElement>}
            locale={{ emptyText: found.isPending ? t('match.loading') : t('match.empty') }}
          />
        )}
      </Space>
    </Drawer>
  );
}
