import { manuscriptList } from '@jb/contract/api/manuscripts';
import { FeeType, OrderPayStatus } from '@jb/contract/enums/order';
import { Button, Card, Flex, Skeleton, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCan } from '../../../app/usePermissions.ts';
import { useScreenSearchParams } from '../../../app/useScreenSearchParams.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { usePick } from '../../../i18n/useLang.ts';
import { workGroups } from '../../review/queueActions.ts';
import {
  isNoteAction,
  type ManuscriptDetail,
  modifyPath,
  useManuscriptDetail,
} from '../../shared/manuscripts/api.ts';
import { RemittanceFormModal, type RemittanceTarget } from '../../shared/manuscripts/RemittanceFormModal.tsx';
import { useManuscriptTexts } from '../../shared/manuscripts/texts.ts';
import { type ActionTarget, WorkflowActionModal } from '../../shared/manuscripts/WorkflowActionModal.tsx';
import { actionTitle } from '../../shared/manuscripts/workflowText.ts';
import { RecordWithdrawalButton } from '../acceptanceWithdrawal/RecordWithdrawalButton.tsx';
import { ArticleMessages } from './ArticleMessages.tsx';
import { DetailMeta } from './DetailMeta.tsx';
import { DetailOrders } from './DetailOrders.tsx';
import { EventTimeline } from './EventTimeline.tsx';
import { FilesTable } from './FilesTable.tsx';
import { useDetailTexts } from './texts.ts';

const LIST_PATH = '/operation/manuscriptManage';

/** The prepaid-fee order still open, which a remittance would settle. */
function remittanceTarget(m: ManuscriptDetail): RemittanceTarget | null {
  const order = m.orders.find((o) => o.feeType === FeeType.PREPAID && o.payStatus === OrderPayStatus.UNPAID);
  if (!order) return null;
  return {
    manuscriptId: m.id,
    manuscriptVersion: m.version,
    articleNo: m.articleNo,
    title: m.title,
    amountFen: order.amountFen,
    paidFen: order.paidFen,
  };
}

/**
 * /operation/articleDetail?id=: one manuscript (metadata, byline, fund, files), its orders, its
 * timeline, and the actions the person may take on it now (from the answer's `actions`).
 */
export default function ArticleDetailPage() {
  const t = useDetailTexts();
  const tm = useManuscriptTexts();
  const pick = usePick();
  const navigate = useNavigate();
  const [search] = useScreenSearchParams();
  const id = Number(search.get('id')) || 0;
  const detail = useManuscriptDetail(id);
  const [target, setTarget] = useState<ActionTarget | null>(null);
  const [remitting, setRemitting] = useState<RemittanceTarget | null>(null);
  const canModify = useCan('operation.Modify');

  if (!id) return <LoadError onRetry={() => undefined} detail={t('noId')} />;
  if (detail.isPending) return <Skeleton active />;
  if (detail.isError) return <LoadError onRetry={() => void detail.refetch()} />;
  const m = detail.data;
  const remittance = m.actions.includes('confirmRemittance') ? remittanceTarget(m) : null;
  // Back to the list as it was (its filters are in the URL), or to the list when opened directly.
  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    void (idx > 0 ? navigate(-1) : navigate(LIST_PATH));
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="article-detail">
      <Flex gap={8} wrap>
        <Button onClick={back} data-testid="detail-back">
          {t('back')}
        </Button>
        {canModify && (
          <Button onClick={() => void navigate(modifyPath(m.id))} data-testid="detail-modify">
            {t('modify')}
          </Button>
        )}
        {m.actions.filter(isNoteAction).map((action) => (
          <Button
            key={action}
            danger={action === 'withdrawEntry'}
            onClick={() => setTarget({ action, manuscripts: [m], batch: false })}
            data-testid={`detail-action-${action}`}
          >
            {pick(actionTitle(action))}
          </Button>
        ))}
        <RecordWithdrawalButton m={m} />
        {/* The stage groups working it now with the actions it carries: their screens take them. */}
        {workGroups(m.status, m.actions).map((g) => (
          <Button key={g.key} onClick={() => void navigate(g.screen)} data-testid={`detail-work-${g.key}`}>
            {t('workOn', { name: pick(g.title) })}
          </Button>
        ))}
        {remittance && (
          <Button
            type="primary"
            onClick={() => setRemitting(remittance)}
            data-testid="detail-action-confirmRemittance"
          >
            {pick(actionTitle('confirmRemittance'))}
          </Button>
        )}
      </Flex>
      <DetailMeta m={m} />
      <Card title={tm('orders')}>
        <DetailOrders orders={m.orders} />
      </Card>
      <Card title={t('files')}>
        <FilesTable files={m.files} />
      </Card>
      <ArticleMessages manuscriptId={m.id} />
      <Card title={t('timeline')}>
        <EventTimeline events={m.events} manuscriptId={m.id} />
      </Card>
      <WorkflowActionModal target={target} onClose={() => setTarget(null)} />
      <RemittanceFormModal target={remitting} onClose={() => setRemitting(null)} list={manuscriptList} />
    </Space>
  );
}
