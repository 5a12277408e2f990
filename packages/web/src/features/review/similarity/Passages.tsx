import type { SimilarityReport } from '@jb/contract/schemas/similarity';
import { Col, List, Row, Typography } from 'antd';
import { useSimilarityTexts } from './texts.ts';

type Passage = NonNullable<SimilarityReport['result']>['matches'][number]['passages'][number];
type Side = Passage['query'];

/** One side's text with its identical stretches marked. */
function Marked({ side }: { side: Side }) {
  const parts: { text: string; hit: boolean }[] = [];
  let at = 0;
  for (const [start, end] of [...side.highlights].sort((a, b) => a[0] - b[0])) {
    if (start > at) parts.push({ text: side.text.slice(at, start), hit: false });
    if (end > Math.max(start, at)) parts.push({ text: side.text.slice(Math.max(start, at), end), hit: true });
    at = Math.max(at, end);
  }
  if (at < side.text.length) parts.push({ text: side.text.slice(at), hit: false });
  return (
    <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap' }}>
      {parts.map((p, i) =>
        p.hit ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order
          <mark key={i} style={{ background: '#ffd8bf', padding: 0 }}>
            {p.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order
          <span key={i}>{p.text}</span>
        ),
      )}
    </Typography.Paragraph>
  );
}

/** A match's passages side by side: the checked manuscript's text beside the source's. */
export function Passages({ passages }: { passages: Passage[] }) {
  const t = useSimilarityTexts();
  return (
    <List<Passage>
      size="small"
      dataSource={passages}
      data-testid="similarity-passages"
      renderItem={(p, i) => (
        <List.Item key={`${p.query.start}-${i}`} style={{ display: 'block' }}>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('tokens', { count: p.matchedTokens })}
          </Typography.Text>
          <Row gutter={12}>
            <Col span={12}>
              <Typography.Text type="secondary">{t('checked')}</Typography.Text>
              <Marked side={p.query} />
            </Col>
            <Col span={12}>
              <Typography.Text type="secondary">{t('matched')}</Typography.Text>
              <Marked side={p.match} />
            </Col>
          </Row>
        </List.Item>
      )}
    />
  );
}
