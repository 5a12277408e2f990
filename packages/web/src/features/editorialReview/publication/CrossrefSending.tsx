import { publicationIssues } from '@jb/contract/api/publication';
import { PUBLISH_PERMISSION } from '@jb/contract/productionRows';
import type { CrossrefDepositRow } from '@jb/contract/schemas/crossrefDeposits';
import { Button, Flex, Modal, Spin, Tag, Tooltip, Typography } from 'antd';
import { useCan } from '../../../app/usePermissions.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { useListChange } from '../../../components/resourceTable/useListChange.tsx';
import { formatTime } from '../../../lib/formatTime.ts';
import { sendCrossrefResend, useCrossrefDeposits } from './api.ts';
import { usePublicationTexts } from './texts.ts';

const STATE_COLOR = {
  pending: 'processing',
  submitted: 'processing',
  registered: 'success',
  rejected: 'warning',
  failed: 'error',
  off: 'default',
} as const;

/** The newest deposit's details: attempts, when, its DOIs, and a failure's reason. */
function DepositLine({ deposit }: { deposit: CrossrefDepositRow }) {
  const t = usePublicationTexts();
  return (
    <Flex vertical gap={4}>
      <Flex gap={8} wrap align="center">
        <Tag
          color={STATE_COLOR[deposit.state]}
          style={{ marginInlineEnd: 0 }}
          data-testid="crossref-state"
          data-state={deposit.state}
        >
          {t(`crossrefSending.state.${deposit.state}`)}
        </Tag>
        {deposit.state !== 'off' && (
          <Typography.Text type="secondary">
            {t('crossrefSending.attempts', { count: deposit.attempts })}
          </Typography.Text>
        )}
        <Typography.Text type="secondary">
          {deposit.submittedAt
            ? t('crossrefSending.submittedAt', { time: formatTime(deposit.submittedAt) })
            : t('crossrefSending.updatedAt', { time: formatTime(deposit.updatedAt) })}
        </Typography.Text>
        <Typography.Text type="secondary">
          {t('crossrefSending.dois', { count: deposit.doiCount })}
        </Typography.Text>
      </Flex>
      {deposit.successCount !== null && deposit.failureCount !== null && (
        <Typography.Text
          type={deposit.failureCount > 0 ? 'warning' : 'success'}
          data-testid="crossref-result"
        >
          {t('crossrefSending.result', { success: deposit.successCount, failure: deposit.failureCount })}
        </Typography.Text>
      )}
      {deposit.state === 'submitted' && deposit.resultCheckedAt && (
        <Typography.Text type="secondary">
          {t('crossrefSending.resultPending', {
            count: deposit.resultChecks,
            time: formatTime(deposit.resultCheckedAt),
          })}
        </Typography.Text>
      )}
      {deposit.resultNote && (
        <Typography.Paragraph
          type="warning"
          style={{ whiteSpace: 'pre-line', marginBottom: 0 }}
          data-testid="crossref-note"
        >
          {deposit.resultNote}
        </Typography.Paragraph>
      )}
      {deposit.lastError && deposit.state !== 'pending' && (
        <Typography.Text
          type={deposit.state === 'failed' ? 'danger' : 'secondary'}
          data-testid="crossref-reason"
        >
          {t('crossrefSending.reason', { reason: deposit.lastError })}
        </Typography.Text>
      )}
      {deposit.state === 'off' && (
        <Typography.Text type="secondary">{t('crossrefSending.offHint')}</Typography.Text>
      )}
    </Flex>
  );
}

/**
 * A published issue's Crossref deposit in its drawer: the newest one's state (待发送 / 已提交 /
 * 失败 with its reason / 未开通), attempts and time, looked at again while it is being sent; 重新提交
 * is asked first, offered when sending is on and disabled while a deposit is pending.
 */
export function CrossrefSending({ issueId, label }: { issueId: number; label: string }) {
  const t = usePublicationTexts();
  const mayResend = useCan(PUBLISH_PERMISSION);
  const deposits = useCrossrefDeposits(issueId);
  const change = useListChange(publicationIssues);
  const [modal, holder] = Modal.useModal();
  const newest = deposits.data?.newest ?? null;
  const pending = newest?.state === 'pending';

  const resend = () =>
    modal.confirm({
      title: t('crossrefSending.resendTitle', { issue: label }),
      content: t('crossrefSending.resendContent'),
      okText: t('crossrefSending.resend'),
      okButtonProps: { 'data-testid': 'confirm-ok' },
      onOk: async () => {
        await change.run(() => sendCrossrefResend(issueId), t('crossrefSending.resendDone'));
        await deposits.refetch();
      },
    });

  return (
    <section data-testid="crossref-sending">
      {holder}
      {change.holder}
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('crossrefSending.title')}
        </Typography.Title>
        {mayResend && deposits.data?.sending && (
          <Tooltip title={pending ? t('crossrefSending.pendingHint') : undefined}>
            <Button disabled={pending} onClick={resend} data-testid="crossref-resend">
              {t('crossrefSending.resend')}
            </Button>
          </Tooltip>
        )}
      </Flex>
      <div style={{ marginTop: 8 }}>
        {deposits.isError ? (
          <LoadError onRetry={() => void deposits.refetch()} />
        ) : deposits.isPending ? (
          <Spin />
        ) : newest ? (
          <DepositLine deposit={newest} />
        ) : (
          <Typography.Text type="secondary">{t('crossrefSending.none')}</Typography.Text>
        )}
      </div>
    </section>
  );
}
