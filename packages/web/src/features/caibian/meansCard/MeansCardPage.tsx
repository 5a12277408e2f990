import { myCard } from '@jb/contract/api/editorCards';
import { CardState } from '@jb/contract/schemas/editorCards';
import { useQuery } from '@tanstack/react-query';
import { Alert, Col, Row, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/http.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { CardStateTag } from '../../shared/editorCards/CardStateTag.tsx';
import { type CardInput, MY_CARD_KEY, type MyCardAnswer } from './api.ts';
import { bodyOf, CardForm } from './CardForm.tsx';
import { CardPreview } from './CardPreview.tsx';
import { useMeansCardTexts } from './texts.ts';

/** Where the card stands: its state, what that means, its public page and views. */
function CardStatus({ card }: { card: NonNullable<MyCardAnswer['card']> }) {
  const t = useMeansCardTexts();
  const said = {
    [CardState.PENDING]: 'pending',
    [CardState.PUBLISHED]: 'published',
    [CardState.DISABLED]: 'disabled',
  } as const;
  const key = said[card.state as keyof typeof said] ?? 'pending';
  const page = `/myCard?id=${card.id}`;
  return (
    <Alert
      type={
        card.state === CardState.PUBLISHED
          ? 'success'
          : card.state === CardState.DISABLED
            ? 'warning'
            : 'info'
      }
      data-testid="means-card-status"
      title={
        <Space wrap>
          <CardStateTag state={card.state} testId="means-card-state" />
          <span>{t(key)}</span>
          <Typography.Link href={page} target="_blank" data-testid="means-card-open">
            {t('open')}
          </Typography.Link>
          <Typography.Text type="secondary">{t('scans', { n: card.scans })}</Typography.Text>
        </Space>
      }
    />
  );
}

/**
 * 我的名片 (/caibian/meansCard): the signed-in acquisition editor's business card, edited beside a
 * preview drawn exactly as the public /myCard page; saving sends it to the press for review.
 */
export default function MeansCardPage() {
  const mine = useQuery({ queryKey: MY_CARD_KEY, queryFn: () => api(myCard, {}) });
  const [values, setValues] = useState<CardInput | null>(null);
  if (mine.isPending) return <Skeleton active />;
  if (mine.isError) return <LoadError onRetry={() => void mine.refetch()} />;
  const data = mine.data;
  const start = data.card
    ? bodyOf(
        { ...data.card, photoFileId: data.card.photoFileId ? { id: data.card.photoFileId, name: '' } : null },
        data.card.version,
      )
    : null;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {data.card && <CardStatus card={data.card} />}
      <Row gutter={16}>
        <Col flex="1 1 420px">
          <CardForm key={data.card?.version ?? -1} data={data} onValues={setValues} />
        </Col>
        <Col flex="0 0 400px">
          <CardPreview values={values ?? start} />
        </Col>
      </Row>
    </Space>
  );
}
