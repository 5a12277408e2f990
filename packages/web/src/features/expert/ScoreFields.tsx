import { reviewDraftBody } from '@jb/contract/schemas/experts';
import type { FormRule } from 'antd';
import { Col, Form, InputNumber, Row, Statistic } from 'antd';
import { SchemaItem } from '../../components/form/SchemaItem.tsx';
import type { ExpertManuscript } from './api.ts';
import { scoresOf, weightedTotal } from './scores.ts';
import { useExpertAreaTexts } from './texts.ts';

/** One score as the contract takes it (an integer), or none yet in a draft. */
const scoreSchema = reviewDraftBody.shape.scores.element.shape.score.nullable();

/** A score per item of the press's sheet (within its scale), and the weighted total as it stands. */
export function ScoreFields({
  sheet,
  neededToSubmit,
}: {
  sheet: ExpertManuscript['scoreSheet'];
  neededToSubmit: FormRule;
}) {
  const t = useExpertAreaTexts();
  const values = Form.useWatch<(number | null)[] | undefined>('scores');
  const withinScale: FormRule = {
    validator: async (_, value) => {
      if (typeof value === 'number' && value > sheet.scale)
        throw new Error(t('review.scoreRange', { scale: sheet.scale }));
    },
  };
  return (
    <Form.Item label={t('review.scores', { scale: sheet.scale })} required>
      <Row gutter={16} align="bottom">
        {sheet.items.map((item, i) => (
          <Col key={item.name} xs={24} sm={12} md={6}>
            <SchemaItem
              name={['scores', i]}
              label={t('review.scoreItem', { name: item.name, weight: item.weight })}
              schema={scoreSchema}
              rules={[withinScale, neededToSubmit]}
            >
              <InputNumber
                min={0}
                max={sheet.scale}
                precision={0}
                style={{ width: '100%' }}
                data-testid={`review-score-${i}`}
              />
            </SchemaItem>
          </Col>
        ))}
        <Col xs={24} sm={12} md={6}>
          <Statistic
            title={t('review.total')}
            value={weightedTotal(sheet, scoresOf(sheet, values ?? []))}
            suffix="/ 100"
            data-testid="review-total"
          />
        </Col>
      </Row>
    </Form.Item>
  );
}
