import { Alert, Button, Card, Form, type FormInstance, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ExpertValues } from './api.ts';
import { ExpertFields } from './ExpertFields.tsx';
import { useExpertTexts } from './texts.ts';
import { useBackToList } from './useBackToList.ts';

interface Props {
  form: FormInstance<ExpertValues>;
  title: ReactNode;
  /** Adding: the account field, and the hint about the initial password. */
  adding: boolean;
  initialValues: Partial<ExpertValues>;
  onFinish: (values: ExpertValues) => void;
  saving: boolean;
  /** Without the edit permission: the fields shown, nothing to save. */
  readOnly: boolean;
}

/** The add/edit form of the save screen: the fields, save, and the way back to the list. */
export function ExpertForm({ form, title, adding, initialValues, onFinish, saving, readOnly }: Props) {
  const t = useExpertTexts();
  const { t: common } = useTranslation();
  const back = useBackToList();
  return (
    <Card title={title} data-testid="expert-form-card">
      {readOnly && <Alert type="info" showIcon title={t('readOnly')} style={{ marginBottom: 16 }} />}
      {adding && <Typography.Paragraph type="secondary">{t('addHint')}</Typography.Paragraph>}
      <Form<ExpertValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={onFinish}
        disabled={readOnly}
        data-testid="expert-form"
      >
        <ExpertFields withAccount={adding} />
        <Space>
          {!readOnly && (
            <Button type="primary" htmlType="submit" loading={saving} data-testid="form-submit">
              {common('common.save')}
            </Button>
          )}
          <Button disabled={false} onClick={back} data-testid="expert-back">
            {t('backToList')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
