import { fileRules } from '@jb/contract/fileRules';
import { FileField, type UploadedRef } from '../../../components/form/FileField.tsx';
import { uploadVoucher } from '../../finance/remittance/api.ts';
import { useFileTexts } from './texts.ts';

/** The contract's rules for a voucher (no press settings apply). */
const VOUCHER = fileRules('voucher', { allowedTypes: [], maxFileMb: 0 });

/**
 * A payment's voucher in a form (a PDF or a picture of the bank's receipt), uploaded at once as
 * kind `voucher`; the field's value is the uploaded file, its id what the call takes.
 */
export function VoucherField(props: {
  value?: UploadedRef | null;
  onChange?: (value: UploadedRef | null) => void;
  id?: string;
  testId: string;
}) {
  const t = useFileTexts();
  return (
    <FileField
      {...props}
      upload={uploadVoucher}
      rules={VOUCHER}
      chooseText={t('voucher.upload')}
      hint={(types, mb) => t('voucher.hint', { types, mb })}
    />
  );
}
