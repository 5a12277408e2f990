import type { ErrorDataOf } from '@jb/contract/errorData';
import { ErrorCode } from '@jb/contract/errors';
import type { RangeCheckAnswer, UnitLevel } from '@jb/contract/schemas/unitLevels';
import { Alert, Button, Form, Input, InputNumber, Skeleton, Space, Table, Typography, theme } from 'antd';
import { type HTMLAttributes, useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/usePermissions.ts';
import { requiredText } from '../../../components/form/requiredText.ts';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { useFormSave } from '../../../components/form/useFormSave.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { usePick } from '../../../i18n/useLang.ts';
import { errorData } from '../../../lib/errorData.ts';
import { PressGate, usePressScope } from '../../shared/pressScope.tsx';
import { checkLevels, LEVELS_KEY, saveLevels, useUnitLevels } from './api.ts';
import { type DraftLevel, localCheck } from './localCheck.ts';
import { useGradeTexts } from './texts.ts';

const cell = { style: { margin: 0 } };

/** /manage/gradeManage: unit levels as numeric ranges, checked as they are typed, on 校验, and on save. */
export default function GradeManagePage() {
  return (
    <PressGate>
      <UnitLevels />
    </PressGate>
  );
}

function UnitLevels() {
  const pressId = usePressScope();
  const t = useGradeTexts();
  const { t: tc } = useTranslation();
  const pick = usePick();
  const { token } = theme.useToken();
  const levels = useUnitLevels(pressId);
  const canEdit = useCan('manage.gradeManage.edit');
  const [form] = Form.useForm<{ levels: UnitLevel[] }>();
  const draft = Form.useWatch<DraftLevel[] | undefined>('levels', form);
  const [answer, setAnswer] = useState<RangeCheckAnswer | null>(null);
  const [checking, setChecking] = useState(false);
  const { save, saving } = useFormSave([LEVELS_KEY]);

  useLayoutEffect(() => {
    if (levels.data) form.setFieldsValue({ levels: levels.data });
  }, [form, levels.data]);

  if (levels.isPending) return <Skeleton active />;
  if (levels.isError) return <LoadError onRetry={() => void levels.refetch()} />;

  // The server's answer (校验 or a refused save) until the next edit; otherwise the live local check.
  const local = localCheck(draft ?? []);
  const shown: RangeCheckAnswer | null =
    answer ??
    (local && local.code !== 0
      ? { code: local.code, index: local.index, message: local.message ? pick(local.message) : '' }
      : null);
  const bad = shown && shown.code !== 0 ? shown.index : undefined;

  // The rows once every field is valid; null leaves the problems under their fields.
  const rows = () =>
    form.validateFields().then(
      (values) => values.levels ?? [],
      () => null,
    );
  const onCheck = async () => {
    const list = await rows();
    if (!list) return;
    setChecking(true);
    try {
      setAnswer(await checkLevels(list, pressId));
    } catch {
      // Field problems are under their fields; the client shows the rest.
    } finally {
      setChecking(false);
    }
  };
  const onSave = async () => {
    const list = await rows();
    if (!list) return;
    await save(() => saveLevels(list, pressId), {
      form,
      refused: (error) => {
        if (error.code !== ErrorCode.RANGE_CHECK) return false;
        const data = errorData<ErrorDataOf<typeof ErrorCode.RANGE_CHECK>>(error);
        setAnswer({ code: data?.code ?? 1, index: data?.index, message: data?.message ?? error.message });
        return true;
      },
    });
  };

  return (
    <Form form={form} disabled={!canEdit} onValuesChange={() => setAnswer(null)} data-testid="levels-form">
      <Typography.Paragraph type="secondary">
        {t('hint')} {t('endHint')}
      </Typography.Paragraph>
      {shown && (
        <Alert
          type={shown.code === 0 ? 'success' : 'error'}
          showIcon
          style={{ marginBottom: 12 }}
          title={
            shown.code === 0
              ? t('passed')
              : shown.index !== undefined
                ? t('row', { row: shown.index + 1, message: shown.message })
                : shown.message
          }
          data-testid={`levels-check-${shown.code}`}
        />
      )}
      <Form.List name="levels">
        {(items, { add, remove }) => (
          <>
            <Table
              size="small"
              pagination={false}
              rowKey="key"
              dataSource={items}
              locale={{ emptyText: t('none') }}
              data-testid="levels-table"
              onRow={(item) =>
                ({
                  'data-testid': `level-row-${item.name}`,
                  style: item.name === bad ? { background: token.colorErrorBg } : undefined,
                }) as HTMLAttributes<HTMLElement>
              }
              columns={[
                {
                  key: 'name',
                  title: t('name'),
                  render: (_, item) => (
                    <SchemaItem name={[item.name, 'name']} schema={requiredText(30)} {...cell}>
                      <Input maxLength={30} data-testid={`level-name-${item.name}`} />
                    </SchemaItem>
                  ),
                },
                {
                  key: 'start',
                  title: t('start'),
                  render: (_, item) => (
                    <Form.Item
                      name={[item.name, 'start']}
                      rules={[{ required: true, message: t('start') }]}
                      {...cell}
                    >
                      <InputNumber min={0} precision={0} data-testid={`level-start-${item.name}`} />
                    </Form.Item>
                  ),
                },
                {
                  key: 'end',
                  title: t('end'),
                  render: (_, item) => (
                    <Space>
                      <Form.Item
                        name={[item.name, 'end']}
                        rules={[{ required: true, message: t('end') }]}
                        {...cell}
                      >
                        <InputNumber min={0} precision={0} data-testid={`level-end-${item.name}`} />
                      </Form.Item>
                      {draft?.[item.name]?.end === 0 && (
                        <Typography.Text type="secondary">{t('andAbove')}</Typography.Text>
                      )}
                    </Space>
                  ),
                },
                ...(canEdit
                  ? [
                      {
                        key: 'remove',
                        title: '',
                        render: (_: unknown, item: { name: number }) => (
                          <Button
                            type="link"
                            danger
                            onClick={() => remove(item.name)}
                            data-testid={`level-remove-${item.name}`}
                          >
                            {t('remove')}
                          </Button>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
            {canEdit && (
              <Space style={{ marginTop: 12 }} wrap>
                <Button
                  onClick={() => {
                    const last = (draft ?? []).at(-1);
                    const start = typeof last?.end === 'number' && last.end > 0 ? last.end + 1 : 0;
                    add({ name: '', start, end: 0 });
                  }}
                  data-testid="level-add"
                >
                  {t('add')}
                </Button>
                <Button onClick={() => void onCheck()} loading={checking} data-testid="levels-check">
                  {t('check')}
                </Button>
                <Button
                  type="primary"
                  onClick={() => void onSave()}
                  loading={saving}
                  data-testid="levels-save"
                >
                  {tc('common.save')}
                </Button>
              </Space>
            )}
          </>
        )}
      </Form.List>
    </Form>
  );
}
