import { Button, Card, Flex, Skeleton, Space, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useScreenSearchParams } from '../../../app/useScreenSearchParams.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { DetailMeta } from '../../operation/articleDetail/DetailMeta.tsx';
import { DetailOrders } from '../../operation/articleDetail/DetailOrders.tsx';
import { EventTimeline } from '../../operation/articleDetail/EventTimeline.tsx';
import { useManuscriptTexts } from '../../shared/manuscripts/texts.ts';
import { useMyManuscriptDetail } from '../portal/api.ts';
import { usePortalTexts } from '../portal/texts.ts';

const LIST_PATH = '/caibian/manuscriptQuery';

/**
 * /caibian/articleDetail?id= (hidden): one of the acquisition editor's manuscripts — metadata, byline,
 * orders and the timeline an editor may see (no review opinions, no reviewers' or experts' names;
 * docs/acquisition-editors.md). Another editor's manuscript is not found.
 */
export default function CaibianArticleDetailPage() {
  const t = usePortalTexts();
  const tm = useManuscriptTexts();
  const navigate = useNavigate();
  const [search] = useScreenSearchParams();
  const id = Number(search.get('id')) || 0;
  const detail = useMyManuscriptDetail(id);
  if (!id) return <LoadError onRetry={() => undefined} detail={t('noId')} />;
  if (detail.isPending) return <Skeleton active />;
  if (detail.isError) return <LoadError onRetry={() => void detail.refetch()} />;
  const m = detail.data;
  // Back to the list it was opened from (its filters are in the URL), or to 稿件查询.
  const back = () => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    void (idx > 0 ? navigate(-1) : navigate(LIST_PATH));
  };
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="caibian-detail">
      <Flex gap={8} wrap>
        <Button onClick={back} data-testid="detail-back">
          {t('back')}
        </Button>
      </Flex>
      <DetailMeta m={m} />
      <Card title={tm('orders')}>
        <DetailOrders orders={m.orders} />
      </Card>
      <Card title={t('timeline')}>
        <Typography.Paragraph type="secondary">{t('timelineHint')}</Typography.Paragraph>
        <EventTimeline events={m.events} manuscriptId={m.id} />
      </Card>
    </Space>
  );
}
