import { pick } from '@jb/contract/i18n';
import { fieldMessage } from '@jb/contract/messages';
import { bylineAuthor } from '@jb/contract/schemas/manuscripts';
import { Button, Form, type FormInstance, Input, Radio } from 'antd';
import { type BylineRow, bylineProblem, emptyAuthor, withCorresponding } from '../../authorSite/rules.ts';
import { useLang } from '../../i18n/useLang.ts';
import { SchemaItem } from '../form/SchemaItem.tsx';
import { useSubmissionTexts } from './texts.ts';
import './submission.css';

const MAX_AUTHORS = 30;

/**
 * The byline in order: a row per author (name, affiliation, email), one radio for the corresponding
 * author across the rows, and buttons to add, remove and move rows. The radios share a name, so the
 * arrow keys move the choice as in any radio group.
 */
export function BylineEditor({ form }: { form: FormInstance }) {
  const t = useSubmissionTexts();
  const lang = useLang();

  const markCorresponding = (index: number) => {
    const rows = (form.getFieldValue('authors') ?? []) as BylineRow[];
    form.setFieldValue('authors', withCorresponding(rows, index));
    void form.validateFields(['authors']).catch(() => undefined);
  };

  return (
    <Form.List
      name="authors"
      rules={[
        {
          validator: async (_rule, rows: BylineRow[] | undefined) => {
            const problem = bylineProblem(rows);
            if (problem) throw new Error(pick(fieldMessage(problem), lang));
          },
        },
      ]}
    >
      {(fields, { add, remove, move }, { errors }) => (
        <div className="submission-byline" data-testid="byline">
          {fields.map((field, index) => {
            const n = index + 1;
            return (
              <fieldset key={field.key} className="submission-byline-row" data-testid={`byline-row-${index}`}>
                <legend className="submission-byline-no">{t('authorNo', { n })}</legend>
                <SchemaItem
                  name={[field.name, 'name']}
                  label={t('authorName')}
                  schema={bylineAuthor.shape.name}
                  required
                >
                  <Input maxLength={30} data-testid={`byline-name-${index}`} />
                </SchemaItem>
                <SchemaItem
                  name={[field.name, 'affiliation']}
                  label={t('affiliation')}
                  schema={bylineAuthor.shape.affiliation}
                >
                  <Input maxLength={100} data-testid={`byline-affiliation-${index}`} />
                </SchemaItem>
                <SchemaItem name={[field.name, 'email']} label={t('email')} schema={bylineAuthor.shape.email}>
                  <Input type="email" maxLength={100} data-testid={`byline-email-${index}`} />
                </SchemaItem>
                <Form.Item
                  name={[field.name, 'corresponding']}
                  valuePropName="checked"
                  label=" "
                  colon={false}
                >
                  <Radio
                    name="byline-corresponding"
                    onChange={(e) => {
                      if (e.target.checked) markCorresponding(index);
                    }}
                    data-testid={`byline-corresponding-${index}`}
                  >
                    {t('corresponding')}
                  </Radio>
                </Form.Item>
                <div className="submission-byline-actions">
                  <Button
                    size="small"
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                    aria-label={t('moveUp', { n })}
                    title={t('moveUp', { n })}
                    data-testid={`byline-up-${index}`}
                  >
                    ↑
                  </Button>
                  <Button
                    size="small"
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                    aria-label={t('moveDown', { n })}
                    title={t('moveDown', { n })}
                    data-testid={`byline-down-${index}`}
                  >
                    ↓
                  </Button>
                  <Button
                    size="small"
                    danger
                    disabled={fields.length === 1}
                    onClick={() => remove(index)}
                    aria-label={t('removeAuthor', { n })}
                    title={t('removeAuthor', { n })}
                    data-testid={`byline-remove-${index}`}
                  >
                    ×
                  </Button>
                </div>
              </fieldset>
            );
          })}
          <Form.ErrorList errors={errors} />
          <Button
            type="dashed"
            onClick={() => add(emptyAuthor())}
            disabled={fields.length >= MAX_AUTHORS}
            data-testid="byline-add"
          >
            + {t('addAuthor')}
          </Button>
        </div>
      )}
    </Form.List>
  );
}
