import type { CallDeclaration } from '@jb/contract/api/define';
import { ErrorCode } from '@jb/contract/errors';
import { remittanceInput } from '@jb/contract/schemas/orders';
import { useQueryClient } from '@tanstack/react-query';
import { Col, Form, Input, Row } from 'antd';
import type { z } from 'zod';
import { toast } from '../../../api/notify.ts';
import { DateStringPicker } from '../../../components/form/DateStringPicker.tsx';
import type { UploadedRef } from '../../../components/form/FileField.tsx';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import { MoneyInput } from '../../../components/money/MoneyInput.tsx';
import { formatMoney } from '../../../components/money/money.ts';
import { chinaToday } from '../../../lib/chinaTime.ts';
import { VoucherField } from '../files/VoucherField.tsx';
import { confirmRemittance, MANUSCRIPT_KEY } from './api.ts';
import { useManuscriptTexts } from './texts.ts';

const fields = remittanceInput.shape;
/** The voucher is kept as the uploaded file; the call takes its id. */
type RemittanceValues = Omit<z.input<typeof remittanceInput>, 'voucherFileId'> & {
  voucherFileId?: UploadedRef | null;
};

/** What the confirmation needs of the manuscript and its prepaid-fee order. */
export interface RemittanceTarget {
  manuscriptId: number;
  manuscriptVersion: number;
  articleNo: string;
  title: string;
  /** The order's amount and what was paid of it (fen): the amount due is their difference. */
  amountFen: number;
  paidFen: number;
}

/**
 * Finance confirms the bank remittance of a prepaid fee: who remitted, how much (prefilled with
 * the amount due; less is refused under the field, more is asked about first: it is not recorded
 * as paid and marks the order abnormal), on which day, and the voucher.
 */
export function RemittanceFormModal({
  target,
  onClose,
  list,
}: {
  target: RemittanceTarget | null;
  onClose: () => void;
  /** The list the row was chosen from: reloaded after the confirmation. */
  list: CallDeclaration;
}) {
  const t = useManuscriptTexts();
  const client = useQueryClient();
  const due = target ? target.amountFen - target.paidFen : 0;
  const today = chinaToday();
  const reloadDetails = () => void client.invalidateQueries({ queryKey: MANUSCRIPT_KEY });

  return (
    <FormModal<RemittanceValues, Awaited<ReturnType<typeof confirmRemittance>>>
      open={!!target}
      title={target ? t('remittance.title', { name: `${target.articleNo} ${target.title}` }) : ''}
      okText={t('remittance.ok')}
      initialValues={{ remitter: '', amountFen: due, paidOn: today, voucherNote: '', voucherFileId: null }}
      onSubmit={({ voucherFileId, ...values }) =>
        confirmRemittance(
          { id: target!.manuscriptId, version: target!.manuscriptVersion },
          { ...values, voucherNote: values.voucherNote ?? '', voucherFileId: voucherFileId?.id ?? null },
        )
      }
      confirm={({ amountFen }) =>
        Number(amountFen) > due
          ? {
              title: t('remittance.overTitle', { due: formatMoney(due) }),
              content: t('remittance.overContent'),
            }
          : undefined
      }
      onSaved={({ abnormal }) => {
        toast(abnormal ? 'warning' : 'success', t(abnormal ? 'remittance.abnormal' : 'remittance.done'));
        reloadDetails();
      }}
      onStale={reloadDetails}
      onClose={onClose}
      list={list}
      refusalFields={{ [ErrorCode.REMITTANCE_AMOUNT]: 'amountFen' }}
      testId="remittance-form"
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <SchemaItem name="remitter" label={t('remittance.remitter')} schema={fields.remitter} required>
            <Input maxLength={100} data-testid="remittance-remitter" />
          </SchemaItem>
        </Col>
        <Col xs={24} sm={12}>
          <SchemaItem
            name="amountFen"
            label={t('remittance.amount')}
            schema={fields.amountFen}
            required
            extra={t('remittance.amountHint', { due: formatMoney(due) })}
          >
            <MoneyInput testId="remittance-amount" />
          </SchemaItem>
        </Col>
        <Col xs={24} sm={12}>
          <SchemaItem name="paidOn" label={t('remittance.paidOn')} schema={fields.paidOn} required>
            <DateStringPicker
              allowClear={false}
              style={{ width: '100%' }}
              disabledDate={(d) => d.format('YYYY-MM-DD') > today}
              testId="remittance-paid-on"
            />
          </SchemaItem>
        </Col>
      </Row>
      <SchemaItem name="voucherNote" label={t('remittance.voucherNote')} schema={fields.voucherNote}>
        <Input.TextArea
          rows={2}
          maxLength={200}
          placeholder={t('remittance.voucherPlaceholder')}
          data-testid="remittance-voucher"
        />
      </SchemaItem>
      <Form.Item name="voucherFileId" label={t('remittance.voucherFile')}>
        <VoucherField testId="remittance-voucher-file" />
      </Form.Item>
    </FormModal>
  );
}
