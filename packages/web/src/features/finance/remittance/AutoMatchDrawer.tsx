import { remittanceAutoMatch } from '@jb/contract/api/remittances';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Modal, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { type HTMLAttributes, useState } from 'react';
import { api } from '../../../api/http.ts';
import { toast } from '../../../api/notify.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { MoneyText } from '../../../components/money/MoneyText.tsx';
import { formatMoney } from '../../../components/money/money.ts';
import { type AutoMatchLine, confirmMatches } from './api.ts';
import { useRemittanceTexts } from './texts.ts';

const sureOf = (l: AutoMatchLine) => ({
  id: l.remittanceId,
  version: l.version,
  orderId: l.order.orderId,
  amountFen: l.amountFen,
});

/**
 * 自动匹配: the open remittances (of a statement) that exactly one unpaid order fits, each with that
 * order; finance confirms them line by line or all at once (each line paid or refused alone).
 */
export function AutoMatchDrawer({
  statementId,
  onClose,
  onDone,
}: {
  /** The statement's lines; undefined: every open remittance of the press. */
  statementId: number | undefined;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useRemittanceTexts();
  const [modal, modalHolder] = Modal.useModal();
  const [busy, setBusy] = useState(false);
  const found = useQuery({
    queryKey: ['remittance-auto', statementId ?? null],
    queryFn: () => api(remittanceAutoMatch, { query: { statementId } }),
  });
  const sure = found.data?.sure ?? [];

  const run = async (lines: AutoMatchLine[]) => {
    setBusy(true);
    try {
      const results = await confirmMatches(lines.map(sureOf));
      const failed = results.filter((r) => !r.ok);
      const ok = results.length - failed.length;
      if (ok > 0) toast('success', t('auto.done', { ok }));
      if (failed.length > 0) {
        const reasons = [...new Set(failed.map((f) => (f.ok ? '' : f.message)))].join('；');
        toast('warning', t('auto.failed', { failed: failed.length, reasons }));
      }
    } catch {
      // The client has said why.
    } finally {
      setBusy(false);
      onDone();
      void found.refetch();
    }
  };
  const ask = (title: string, content: string, lines: AutoMatchLine[]) =>
    modal.confirm({
      title,
      content,
      okButtonProps: { 'data-testid': 'confirm-ok' } as never,
      cancelButtonProps: { 'data-testid': 'confirm-cancel' } as never,
      onOk: () => run(lines),
    });

  const columns: ColumnsType<AutoMatchLine> = [
    {
      key: 'line',
      title: t('auto.line'),
      render: (_, l) => (
        <Space orientation="vertical" size={0}>
          <span>
            {l.lineNo !== null ? `#${l.lineNo} ` : ''}
            {l.remitter} · {l.receivedOn}
          </span>
          <Typography.Text type="secondary">
            {l.bankRef} {l.remark}
          </Typography.Text>
        </Space>
      ),
    },
    {
      key: 'amount',
      title: t('list.amount'),
      align: 'right',
      render: (_, l) => <MoneyText fen={l.amountFen} />,
    },
    {
      key: 'order',
      title: t('auto.order'),
      render: (_, l) => (
        <Space orientation="vertical" size={0}>
          <span>
            {l.order.orderNum} · {l.order.authorName}
          </span>
          <Typography.Text type="secondary">
            {l.order.manuscript.articleNo} {l.order.manuscript.title}
          </Typography.Text>
        </Space>
      ),
    },
    {
      key: 'reasons',
      title: t('match.reasons'),
      render: (_, l) => l.order.reasons.map((r) => <Tag key={r}>{t(`match.reason.${r}`)}</Tag>),
    },
    {
      key: 'confirm',
      title: '',
      render: (_, l) => (
        <Button
          type="link"
          size="small"
          disabled={busy}
          onClick={() =>
            ask(
              t('auto.confirmOneTitle'),
              t('auto.confirmOneContent', {
                remitter: l.remitter,
                amount: formatMoney(l.amountFen),
                orderNum: l.order.orderNum,
              }),
              [l],
            )
          }
          data-testid={`auto-confirm-${l.remittanceId}`}
        >
          {t('auto.confirm')}
        </Button>
      ),
    },
  ];

  return (
    <Drawer
      open
      size="large"
      title={statementId ? t('auto.titleOf', { id: statementId }) : t('auto.title')}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Button
          type="primary"
          disabled={busy || sure.length === 0}
          loading={busy}
          onClick={() =>
            ask(t('auto.confirmAllTitle', { count: sure.length }), t('auto.confirmAllContent'), sure)
          }
          data-testid="auto-confirm-all"
        >
          {t('auto.confirmAll', { count: sure.length })}
        </Button>
      }
    >
      {modalHolder}
      {found.isError && !found.data ? (
        <LoadError onRetry={() => void found.refetch()} />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {found.data && (
            <Alert
              type={sure.length ? 'info' : 'warning'}
              showIcon
              title={t('auto.summary', { open: found.data.open, sure: sure.length })}
              description={sure.length ? undefined : t('auto.none')}
              data-testid="auto-summary"
            />
          )}
          <Table<AutoMatchLine>
            rowKey={(l) => l.remittanceId}
            columns={columns}
            dataSource={sure}
            loading={found.isFetching}
            size="small"
            scroll={{ x: 'max-content' }}
            pagination={sure.length > 20 ? { pageSize: 20 } : false}
            onRow={(l) => ({ 'data-testid': `auto-line-${l.remittanceId}` }) as HTMLAttributes<HTMLElement>}
            locale={{ emptyText: found.isPending ? t('auto.loading') : t('auto.none') }}
          />
        </Space>
      )}
    </Drawer>
  );
}
