import { expertSettingsRead, expertSettingsSave } from '@jb/contract/api/journalSettings';
import { type ExpertSettings, expertSettingsSchema } from '@jb/contract/schemas/settings';
import { useQuery } from '@tanstack/react-query';
import { Button, Col, Form, InputNumber, Row, Skeleton, Space, Switch, Typography } from 'antd';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../../api/http.ts';
import { useCan } from '../../../app/usePermissions.ts';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { useFormSave } from '../../../components/form/useFormSave.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { MoneyInput } from '../../../components/money/MoneyInput.tsx';
import { JournalPicker } from '../../shared/journals/JournalPicker.tsx';
import { useJournalParam } from '../../shared/journals/useJournalParam.ts';
import { useExpertSettingTexts } from './texts.ts';

const fields = expertSettingsSchema.shape;

const settingsKey = (journalId: number | null) => ['expertSettings', journalId] as const;

/** /organizationalManagement/externalAuditSetting: a journal's expert review settings (the fee in yuan, fen on the wire). */
export default function ExternalAuditSettingPage() {
  const t = useExpertSettingTexts();
  const { t: tc } = useTranslation();
  const [journalId, setJournalId] = useJournalParam();
  const canEdit = useCan('organizationalManagement.externalAuditSetting.edit');
  const detail = useQuery({
    queryKey: settingsKey(journalId),
    queryFn: () => api(expertSettingsRead, { query: { journalId: journalId ?? 0 } }),
    enabled: !!journalId,
  });
  const [form] = Form.useForm<ExpertSettings>();
  const { save, saving } = useFormSave([settingsKey(journalId)]);

  useLayoutEffect(() => {
    if (detail.data) form.setFieldsValue(detail.data);
  }, [form, detail.data]);

  const days = (name: 'dueDays' | 'reminderDays', label: string, min: number, max: number) => (
    <SchemaItem name={name} label={label} schema={fields[name]} required>
      <InputNumber
        min={min}
        max={max}
        precision={0}
        style={{ width: '100%' }}
        data-testid={`expert-${name}`}
      />
    </SchemaItem>
  );

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <JournalPicker value={journalId} onChange={setJournalId} />
      <Typography.Text type="secondary">{t('hint')}</Typography.Text>
      {journalId && detail.isPending && <Skeleton active />}
      {detail.isError && <LoadError onRetry={() => void detail.refetch()} />}
      {detail.data && journalId && (
        <Form
          form={form}
          layout="vertical"
          initialValues={detail.data}
          disabled={!canEdit}
          style={{ maxWidth: 640 }}
          onFinish={(values) =>
            void save(
              () =>
                api(
                  expertSettingsSave,
                  { body: { ...values, journalId, version: detail.data.version } },
                  { quiet: true },
                ),
              { form },
            )
          }
          data-testid="expert-settings-form"
        >
          <Row gutter={16}>
            <Col xs={24} sm={8}>
              <SchemaItem name="expertCount" label={t('expertCount')} schema={fields.expertCount} required>
                <InputNumber
                  min={1}
                  max={10}
                  precision={0}
                  style={{ width: '100%' }}
                  data-testid="expert-count"
                />
              </SchemaItem>
            </Col>
            <Col xs={24} sm={8}>
              {days('dueDays', t('dueDays'), 1, 180)}
            </Col>
            <Col xs={24} sm={8}>
              {days('reminderDays', t('reminderDays'), 0, 365)}
            </Col>
            <Col xs={24} sm={12}>
              <SchemaItem name="feeFen" label={t('fee')} schema={fields.feeFen} required>
                <MoneyInput testId="expert-fee" />
              </SchemaItem>
            </Col>
            <Col xs={24} sm={12}>
              <Form.Item
                name="anonymous"
                label={t('anonymous')}
                valuePropName="checked"
                extra={t('anonymousHint')}
              >
                <Switch data-testid="expert-anonymous" />
              </Form.Item>
            </Col>
          </Row>
          {canEdit && (
            <Button type="primary" htmlType="submit" loading={saving} data-testid="expert-save">
              {tc('common.save')}
            </Button>
          )}
        </Form>
      )}
    </Space>
  );
}
