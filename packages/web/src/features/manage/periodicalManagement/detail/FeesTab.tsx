import { FEE_TYPE } from '@jb/contract/enums/journal';
import { ErrorCode } from '@jb/contract/errors';
import { errorDataOf } from '@jb/contract/refusals';
import { type JournalFee, type JournalRow, journalFee } from '@jb/contract/schemas/journals';
import { Alert, Button, Form, Select, Skeleton, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useLayoutEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateStringPicker } from '../../../../components/form/DateStringPicker.tsx';
import { SchemaItem } from '../../../../components/form/SchemaItem.tsx';
import { useFormSave } from '../../../../components/form/useFormSave.ts';
import { LoadError } from '../../../../components/LoadError.tsx';
import { MoneyInput } from '../../../../components/money/MoneyInput.tsx';
import { usePick } from '../../../../i18n/useLang.ts';
import { journalStaleKeys } from '../../../shared/journals/api.ts';
import { saveFees, useFees } from '../api.ts';
import { usePeriodicalTexts } from '../texts.ts';

const rules = journalFee.shape;
const cell = { style: { margin: 0 } };

/** The journal's fee table: a fee type, an amount in yuan (fen on the wire), and its validity. */
export function FeesTab({ journal }: { journal: JournalRow }) {
  const t = usePeriodicalTexts();
  const { t: tc } = useTranslation();
  const pick = usePick();
  const fees = useFees(journal.id);
  const [form] = Form.useForm<{ fees: JournalFee[] }>();
  const [overlap, setOverlap] = useState<number[]>([]);
  const { save, saving } = useFormSave(journalStaleKeys(journal.id));
  const canEdit = journal.actions.includes('fees');
  const types = Object.entries(FEE_TYPE).map(([value, label]) => ({
    value: Number(value),
    label: pick(label),
  }));

  useLayoutEffect(() => {
    if (fees.data) form.setFieldsValue({ fees: fees.data });
  }, [form, fees.data]);

  if (fees.isPending) return <Skeleton active />;
  if (fees.isError) return <LoadError onRetry={() => void fees.refetch()} />;

  const onFinish = ({ fees: list = [] }: { fees?: JournalFee[] }) => {
    setOverlap([]);
    void save(() => saveFees(journal.id, list), {
      form,
      refused: (error) => {
        if (error.code !== ErrorCode.FEE_OVERLAP) return false;
        const envelope = error.body as { code?: unknown; data?: unknown } | null;
        setOverlap(errorDataOf(ErrorCode.FEE_OVERLAP, envelope)?.feeTypes ?? []);
        return true;
      },
    });
  };

  return (
    <Form form={form} onFinish={onFinish} disabled={!canEdit} data-testid="fees-form">
      <Typography.Paragraph type="secondary">{t('fee.hint')}</Typography.Paragraph>
      {overlap.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('fee.overlap', {
            types: overlap.map((n) => pick(FEE_TYPE[n] ?? { zh: `${n}`, en: `${n}` })).join('、'),
          })}
          data-testid="fee-overlap"
        />
      )}
      <Form.List name="fees">
        {(rows, { add, remove }) => (
          <>
            <Table
              size="small"
              pagination={false}
              rowKey="key"
              scroll={{ x: 'max-content' }}
              dataSource={rows}
              locale={{ emptyText: t('fee.none') }}
              data-testid="fees-table"
              columns={[
                {
                  key: 'type',
                  title: t('fee.type'),
                  width: 160,
                  render: (_, row) => (
                    <SchemaItem name={[row.name, 'feeType']} schema={rules.feeType} {...cell}>
                      <Select options={types} style={{ width: 140 }} data-testid={`fee-type-${row.name}`} />
                    </SchemaItem>
                  ),
                },
                {
                  key: 'amount',
                  title: t('fee.amount'),
                  width: 170,
                  render: (_, row) => (
                    <SchemaItem name={[row.name, 'amountFen']} schema={rules.amountFen} {...cell}>
                      <MoneyInput style={{ width: 150 }} testId={`fee-amount-${row.name}`} />
                    </SchemaItem>
                  ),
                },
                {
                  key: 'from',
                  title: t('fee.validFrom'),
                  render: (_, row) => (
                    <SchemaItem name={[row.name, 'validFrom']} schema={rules.validFrom} {...cell}>
                      <DateStringPicker
                        allowClear={false}
                        style={{ width: 150 }}
                        testId={`fee-from-${row.name}`}
                      />
                    </SchemaItem>
                  ),
                },
                {
                  key: 'to',
                  title: t('fee.validTo'),
                  render: (_, row) => (
                    <Form.Item name={[row.name, 'validTo']} {...cell}>
                      <DateStringPicker
                        placeholder={t('fee.openEnded')}
                        style={{ width: 150 }}
                        testId={`fee-to-${row.name}`}
                      />
                    </Form.Item>
                  ),
                },
                ...(canEdit
                  ? [
                      {
                        key: 'remove',
                        title: '',
                        render: (_: unknown, row: { name: number }) => (
                          <Button
                            type="link"
                            danger
                            onClick={() => remove(row.name)}
                            data-testid={`fee-remove-${row.name}`}
                          >
                            {t('fee.remove')}
                          </Button>
                        ),
                      },
                    ]
                  : []),
              ]}
            />
            {canEdit && (
              <Space style={{ marginTop: 12 }}>
                <Button
                  onClick={() =>
                    add({
                      feeType: undefined,
                      amountFen: null,
                      validFrom: dayjs().format('YYYY-MM-DD'),
                      validTo: null,
                    })
                  }
                  data-testid="fee-add"
                >
                  {t('fee.add')}
                </Button>
                <Button type="primary" htmlType="submit" loading={saving} data-testid="fees-save">
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
