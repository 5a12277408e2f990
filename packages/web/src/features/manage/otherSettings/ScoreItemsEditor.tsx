import { fieldMessage } from '@jb/contract/messages';
import { scoreItem } from '@jb/contract/schemas/settings';
import { Button, Form, Input, InputNumber, Space, Typography } from 'antd';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { usePick } from '../../../i18n/useLang.ts';
import { useSettingsTexts } from './texts.ts';

const rules = scoreItem.shape;
type Item = { name?: string; weight?: number | null } | undefined;
const sumOf = (items: Item[] | undefined) => (items ?? []).reduce((n, i) => n + (Number(i?.weight) || 0), 0);

/** The expert score sheet's items with their weights, and the live sum that must come to 100. */
export function ScoreItemsEditor({ readOnly }: { readOnly: boolean }) {
  const t = useSettingsTexts();
  const pick = usePick();
  const items = Form.useWatch<Item[] | undefined>(['score', 'items']);
  const sum = sumOf(items);

  return (
    <Form.List
      name={['score', 'items']}
      rules={[
        {
          validator: async (_, value: Item[] | undefined) => {
            if (sumOf(value) !== 100) throw new Error(pick(fieldMessage('score.weights')));
          },
        },
      ]}
    >
      {(rows, { add, remove }, { errors }) => (
        <>
          {rows.map((row) => (
            <Space key={row.key} align="start" wrap>
              <SchemaItem name={[row.name, 'name']} schema={rules.name} label={t('scoreItem')}>
                <Input maxLength={30} data-testid={`score-name-${row.name}`} />
              </SchemaItem>
              <SchemaItem name={[row.name, 'weight']} schema={rules.weight} label={t('weight')}>
                <InputNumber min={1} max={100} precision={0} data-testid={`score-weight-${row.name}`} />
              </SchemaItem>
              {!readOnly && rows.length > 1 && (
                <Form.Item label=" " colon={false}>
                  <Button
                    type="link"
                    danger
                    onClick={() => remove(row.name)}
                    data-testid={`score-remove-${row.name}`}
                  >
                    {t('removeItem')}
                  </Button>
                </Form.Item>
              )}
            </Space>
          ))}
          <div>
            <Typography.Text type={sum === 100 ? 'success' : 'danger'} data-testid="score-sum">
              {sum === 100 ? t('weightSum', { sum }) : t('weightSumBad', { sum })}
            </Typography.Text>
          </div>
          <Form.ErrorList errors={errors} />
          {!readOnly && rows.length < 20 && (
            <Button
              style={{ marginTop: 8 }}
              onClick={() => add({ name: '', weight: Math.max(1, 100 - sum) })}
              data-testid="score-add"
            >
              {t('addItem')}
            </Button>
          )}
        </>
      )}
    </Form.List>
  );
}
