import { Button, Col, Flex, InputNumber, Row, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { PageLoading } from '../../../../components/PageLoading.tsx';
import type { MarkRow } from '../api.ts';
import { useTypesettingTexts } from '../texts.ts';
import type { MarkOps } from '../typesetting.ts';
import type { Drawn } from './ProofViewer.tsx';

/** pdf.js comes with the viewer only, when a PDF is first opened. */
const ProofViewer = lazy(() => import('./ProofViewer.tsx'));

export interface ComparedProof {
  fileId: number;
  marks: readonly MarkRow[];
  title: string;
}

/**
 * Two proofs at one page number, side by side: the previous proof's page with its round's marks,
 * and the same page of the newer proof (where the proofreader may still drag an area to mark, when
 * `drawing`). The page is chosen here or by the caller (a mark's page).
 */
export function SideBySide({
  before,
  after,
  page,
  onPage,
  read,
  drawing = false,
  drawn = null,
  onDraw = () => {},
  testId,
}: {
  before: ComparedProof;
  after: ComparedProof;
  page: number;
  onPage: (page: number) => void;
  read: MarkOps['readPdf'];
  drawing?: boolean;
  drawn?: Drawn | null;
  onDraw?: (drawn: Drawn) => void;
  testId: string;
}) {
  const t = useTypesettingTexts();
  const side = (proof: ComparedProof, which: 'before' | 'after') => (
    <Col xs={24} md={12}>
      <Typography.Text strong>{proof.title}</Typography.Text>
      <Suspense fallback={<PageLoading />}>
        <ProofViewer
          fileId={proof.fileId}
          read={read}
          marks={proof.marks}
          page={page}
          drawing={which === 'after' && drawing}
          drawn={which === 'after' ? drawn : null}
          onDraw={onDraw}
          testId={`${testId}-${which}`}
        />
      </Suspense>
    </Col>
  );
  return (
    <div data-testid={testId}>
      <Flex gap={8} align="center" style={{ marginBottom: 8 }}>
        <Button
          size="small"
          disabled={page <= 1}
          onClick={() => onPage(page - 1)}
          data-testid={`${testId}-prev`}
        >
          ‹
        </Button>
        <InputNumber
          size="small"
          min={1}
          max={5000}
          precision={0}
          value={page}
          onChange={(v) => v && onPage(v)}
          data-testid={`${testId}-page`}
        />
        <Button size="small" onClick={() => onPage(page + 1)} data-testid={`${testId}-next`}>
          ›
        </Button>
        <span>{t('viewer.pageOf', { page })}</span>
      </Flex>
      <Row gutter={12}>
        {side(before, 'before')}
        {side(after, 'after')}
      </Row>
    </div>
  );
}
