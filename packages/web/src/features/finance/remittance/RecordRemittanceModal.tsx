import { remittanceRecords, remittanceSave } from '@jb/contract/api/remittances';
import { fileRules } from '@jb/contract/fileRules';
import { REMITTANCE_LIMITS, remittanceSaveBody } from '@jb/contract/schemas/remittances';
import { Col, Form, Input, Row } from 'antd';
import type { z } from 'zod';
import { api } from '../../../api/http.ts';
import { DateStringPicker } from '../../../components/form/DateStringPicker.tsx';
import { FileField, type UploadedRef } from '../../../components/form/FileField.tsx';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import { MoneyInput } from '../../../components/money/MoneyInput.tsx';
import { chinaToday } from '../../../lib/chinaTime.ts';
import { uploadVoucher } from './api.ts';
import { useRemittanceTexts } from './texts.ts';

const fields = remittanceSaveBody.shape;
/** The voucher is kept as the uploaded file; the call takes its id. */
type Values = Omit<z.input<typeof remittanceSaveBody>, 'voucherFileId'> & {
  voucherFileId?: UploadedRef | null;
};

/** The contract's rules for a voucher (no press settings apply). */
const VOUCHER = fileRules('voucher', { allowedTypes: [], maxFileMb: 0 });

/** 登记汇款: finance records a remittance received from the bank's voucher, to match it next. */
export function RecordRemittanceModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useRemittanceTexts();
  const today = chinaToday();
  return (
    <FormModal<Values>
      open={open}
      title={t('record.title')}
      okText={t('record.ok')}
      width={640}
      initialValues={{ receivedOn: today, voucherFileId: null }}
      onSubmit={({ voucherFileId, ...values }) =>
        api(
          remittanceSave,
          { body: { ...values, voucherFileId: voucherFileId?.id ?? null } },
          { quiet: true },
        )
      }
      list={remittanceRecords}
      onClose={onClose}
      successText={t('record.done')}
      testId="remittance-record-form"
    >
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <SchemaItem name="remitter" label={t('record.remitter')} schema={fields.remitter} required>
            <Input maxLength={REMITTANCE_LIMITS.remitter} data-testid="remittance-record-remitter" />
          </SchemaItem>
        </Col>
        <Col xs={24} sm={12}>
          <SchemaItem name="account" label={t('record.account')} schema={fields.account}>
            <Input maxLength={REMITTANCE_LIMITS.account} data-testid="remittance-record-account" />
          </SchemaItem>
        </Col>
        <Col xs={24} sm={12}>
          <SchemaItem name="amountFen" label={t('record.amount')} schema={fields.amountFen} required>
            <MoneyInput testId="remittance-record-amount" />
          </SchemaItem>
        </Col>
        <Col xs={24} sm={12}>
          <SchemaItem name="receivedOn" label={t('record.receivedOn')} schema={fields.receivedOn} required>
            <DateStringPicker
              allowClear={false}
              style={{ width: '100%' }}
              disabledDate={(d) => d.format('YYYY-MM-DD') > today}
              testId="remittance-record-date"
            />
          </SchemaItem>
        </Col>
      </Row>
      <SchemaItem
        name="bankRef"
        label={t('record.bankRef')}
        schema={fields.bankRef}
        extra={t('record.bankRefHint')}
      >
        <Input maxLength={REMITTANCE_LIMITS.bankRef} data-testid="remittance-record-ref" />
      </SchemaItem>
      <SchemaItem
        name="remark"
        label={t('record.remark')}
        schema={fields.remark}
        extra={t('record.remarkHint')}
      >
        <Input.TextArea
          rows={2}
          maxLength={REMITTANCE_LIMITS.remark}
          data-testid="remittance-record-remark"
        />
      </SchemaItem>
      <Form.Item name="voucherFileId" label={t('record.voucher')}>
        <FileField
          upload={uploadVoucher}
          rules={VOUCHER}
          chooseText={t('record.upload')}
          hint={(types, mb) => t('record.voucherHint', { types, mb })}
          testId="remittance-record-voucher"
        />
      </Form.Item>
    </FormModal>
  );
}
