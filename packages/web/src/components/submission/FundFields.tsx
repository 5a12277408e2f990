import { FUND_LEVEL } from '@jb/contract/enums/journal';
import { pick } from '@jb/contract/i18n';
import { fieldMessage } from '@jb/contract/messages';
import { submissionFields } from '@jb/contract/schemas/manuscripts';
import { Checkbox, Form, type FormInstance, Input, Select } from 'antd';
import type { ReactNode } from 'react';
import { useLang } from '../../i18n/useLang.ts';
import { SchemaItem } from '../form/SchemaItem.tsx';
import { requiredChoice, zodRule } from '../form/zodRule.ts';
import { useSubmissionTexts } from './texts.ts';

const shape = submissionFields.shape;

/**
 * The fund of a manuscript, inside the caller's `<Form>` (SPEC §3 foundationFlag): whether the work is
 * grant-supported, then the grant's name, number and level 1-5, checked by the contract's rules.
 * `certificate` is the certificate's file field where the form takes one (a submission).
 */
export function FundFields({ form, certificate }: { form: FormInstance; certificate?: ReactNode }) {
  const t = useSubmissionTexts();
  const lang = useLang();
  const fund = Form.useWatch('foundationFlag', form);

  return (
    <>
      <Form.Item name="foundationFlag" valuePropName="checked">
        <Checkbox data-testid="submit-fund">{t('foundationFlag')}</Checkbox>
      </Form.Item>
      {fund ? (
        <>
          <Form.Item
            name="fundName"
            label={t('fundName')}
            required
            rules={[
              zodRule(shape.fundName, lang),
              {
                validator: async (_rule, value: string | undefined) => {
                  if (!value?.trim()) throw new Error(pick(fieldMessage('required'), lang));
                },
              },
            ]}
          >
            <Input maxLength={200} data-testid="submit-fund-name" />
          </Form.Item>
          <SchemaItem name="fundNumber" label={t('fundNumber')} schema={shape.fundNumber}>
            <Input maxLength={50} data-testid="submit-fund-number" />
          </SchemaItem>
          <Form.Item name="fundLevel" label={t('fundLevel')} required rules={[zodRule(requiredChoice, lang)]}>
            <Select
              placeholder={t('fundLevelPlaceholder')}
              data-testid="submit-fund-level"
              options={Object.entries(FUND_LEVEL).map(([value, label]) => ({
                value: Number(value),
                label: pick(label, lang),
              }))}
            />
          </Form.Item>
          {certificate}
        </>
      ) : null}
    </>
  );
}
