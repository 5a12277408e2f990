import { fundAuditDetailCall } from '@jb/contract/api/fundAudit';
import { FOUNDATION_STATUS } from '@jb/contract/enums/manuscript';
import { Status } from '@jb/contract/workflow';
import { useQuery } from '@tanstack/react-query';
import { Alert, Descriptions, Drawer, Skeleton, Typography } from 'antd';
import { api } from '../../../api/http.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { usePick } from '../../../i18n/useLang.ts';
import { VoucherLinks } from '../../shared/files/VoucherLinks.tsx';
import { statusName } from '../../shared/requestColumns.tsx';
import { fundLevelName } from './columns.tsx';
import { useFundAuditTexts } from './texts.ts';

const label = (status: number) => FOUNDATION_STATUS[status] ?? { zh: String(status), en: String(status) };

/** One funded manuscript: the declared fund, its certificates, the author's other manuscripts citing the number. */
export function FundDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const t = useFundAuditTexts();
  const pick = usePick();
  const detail = useQuery({
    queryKey: ['fundAudit', id ?? 0],
    queryFn: () => api(fundAuditDetailCall, { query: { id: id ?? 0 } }),
    enabled: id !== null,
  });
  const d = detail.data;
  return (
    <Drawer open={id !== null} onClose={onClose} size="large" title={t('detail')} data-testid="fund-detail">
      {detail.isPending ? (
        <Skeleton active />
      ) : detail.isError || !d ? (
        <LoadError onRetry={() => void detail.refetch()} />
      ) : (
        <>
          {d.status === Status.FUND_AUDIT && <Alert type="info" showIcon title={t('held')} />}
          <Descriptions size="small" column={1} bordered style={{ marginTop: 12 }}>
            <Descriptions.Item label={t('articleNo')}>{d.articleNo}</Descriptions.Item>
            <Descriptions.Item label={t('title')}>{d.title}</Descriptions.Item>
            <Descriptions.Item label={t('author')}>{d.authorName}</Descriptions.Item>
            <Descriptions.Item label={t('manuscriptStatus')}>{statusName(pick, d.status)}</Descriptions.Item>
            <Descriptions.Item label={t('fund')}>{d.fundName}</Descriptions.Item>
            <Descriptions.Item label={t('fundNumber')}>{d.fundNumber || '-'}</Descriptions.Item>
            <Descriptions.Item label={t('fundLevel')}>{fundLevelName(pick, d.fundLevel)}</Descriptions.Item>
            <Descriptions.Item label={t('auditStatus')}>
              <span data-testid="fund-detail-status">{pick(label(d.foundationStatus))}</span>
              {d.lastDecision?.note ? ` ${d.lastDecision.note}` : ''}
            </Descriptions.Item>
            <Descriptions.Item label={t('certificates')}>
              {d.certificates.length === 0 ? (
                <Typography.Text type="secondary">{t('noCertificate')}</Typography.Text>
              ) : (
                <VoucherLinks
                  vouchers={d.certificates.map((c) => ({
                    id: c.id,
                    name: c.source === 'revision' ? `${c.name}${t('fromRevision')}` : c.name,
                  }))}
                  testId="fund-certificates"
                />
              )}
            </Descriptions.Item>
          </Descriptions>
          <h4 style={{ marginTop: 16 }}>{t('sameFund')}</h4>
          {d.sameFund.length === 0 ? (
            <Typography.Text type="secondary">{t('noSameFund')}</Typography.Text>
          ) : (
            <ul data-testid="fund-same">
              {d.sameFund.map((s) => (
                <li key={s.id}>
                  {s.articleNo} · {s.title} · {s.journalName} · {statusName(pick, s.status)} ·{' '}
                  {pick(label(s.foundationStatus))}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Drawer>
  );
}
