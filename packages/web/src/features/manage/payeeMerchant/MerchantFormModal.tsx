import { merchantList } from '@jb/contract/api/merchants';
import { MERCHANT_CHANNELS, type MerchantRow, merchantSaveBody } from '@jb/contract/schemas/merchants';
import { Col, Input, Radio, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useIsPlatform } from '../../../app/useSession.ts';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { requiredChoice } from '../../../components/form/zodRule.ts';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import type { EditorTarget } from '../../../components/formModal/useEditor.ts';
import { usePick } from '../../../i18n/useLang.ts';
import { usePressOptions } from '../../shared/options.ts';
import { type MerchantValues, saveMerchant } from './api.ts';

const fields = merchantSaveBody.shape;

/** Add or edit a payee merchant: how authors' payments reach the press. */
export function MerchantFormModal({
  target,
  onClose,
}: {
  target: EditorTarget<MerchantRow>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const pick = usePick();
  const platform = useIsPlatform();
  const row = target?.mode === 'edit' ? target.row : null;
  const presses = usePressOptions(platform && !row);
  const channels = Object.entries(MERCHANT_CHANNELS).map(([value, label]) => ({ value, label: pick(label) }));

  return (
    <FormModal<MerchantValues>
      open={!!target}
      title={row ? t('merchant.editTitle') : t('merchant.addTitle')}
      initialValues={
        row ?? { channel: 'bank', status: 1, merchantNo: '', accountName: '', bankName: '', accountNo: '' }
      }
      onSubmit={(values) => saveMerchant(values, row ?? undefined)}
      onClose={onClose}
      list={merchantList}
      successText={t('common.saved')}
      width={640}
    >
      {platform && !row && (
        <SchemaItem name="pressId" label={t('common.press')} schema={requiredChoice} required>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            options={presses.data}
            loading={presses.isPending}
            data-testid="merchant-press"
          />
        </SchemaItem>
      )}
      <Row gutter={16}>
        <Col xs={24} sm={14}>
          <SchemaItem name="name" label={t('merchant.name')} schema={fields.name} required>
            <Input maxLength={60} data-testid="merchant-name" />
          </SchemaItem>
        </Col>
        <Col xs={24} sm={10}>
          <SchemaItem name="channel" label={t('merchant.channel')} schema={fields.channel} required>
            <Select options={channels} data-testid="merchant-channel" />
          </SchemaItem>
        </Col>
        <Col xs={24} sm={12}>
          <SchemaItem name="merchantNo" label={t('merchant.merchantNo')} schema={fields.merchantNo}>
            <Input maxLength={64} data-testid="merchant-no" />
          </SchemaItem>
        </Col>
        <Col xs={24} sm={12}>
          <SchemaItem name="accountName" label={t('merchant.accountName')} schema={fields.accountName}>
            <Input maxLength={60} data-testid="merchant-account-name" />
          </SchemaItem>
        </Col>
        <Col xs={24} sm={12}>
          <SchemaItem name="bankName" label={t('merchant.bankName')} schema={fields.bankName}>
            <Input maxLength={60} data-testid="merchant-bank" />
          </SchemaItem>
        </Col>
        <Col xs={24} sm={12}>
          <SchemaItem name="accountNo" label={t('merchant.accountNo')} schema={fields.accountNo}>
            <Input inputMode="numeric" maxLength={32} data-testid="merchant-account-no" />
          </SchemaItem>
        </Col>
      </Row>
      <SchemaItem name="status" label={t('common.status')} schema={fields.status}>
        <Radio.Group
          options={[
            { value: 1, label: t('status.active') },
            { value: 0, label: t('status.disabled') },
          ]}
        />
      </SchemaItem>
    </FormModal>
  );
}
