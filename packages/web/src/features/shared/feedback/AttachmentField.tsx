import { fileRules } from '@jb/contract/fileRules';
import { FileField, type UploadedRef, type UploadOne } from '../../../components/form/FileField.tsx';
import { useFeedbackTexts } from './texts.ts';

export type { UploadedRef };
export type UploadFeedbackFile = UploadOne;

/** The contract's rules for a feedback file (no press settings apply). */
const RULES = fileRules('feedback', { allowedTypes: [], maxFileMb: 0 });

interface Props {
  upload: UploadFeedbackFile;
  value?: UploadedRef | null;
  onChange?: (value: UploadedRef | null) => void;
  onBusy?: (busy: boolean) => void;
  id?: string;
}

/** One optional screenshot or file of a feedback, uploaded through the call the caller passes (staff or author). */
export function AttachmentField({ upload, onChange, onBusy, id }: Props) {
  const t = useFeedbackTexts();
  return (
    <FileField
      upload={upload}
      rules={RULES}
      chooseText={t('choose')}
      hint={(types, mb) => t('fileRules', { types, mb })}
      onChange={onChange}
      onBusy={onBusy}
      id={id}
      testId="feedback-file"
    />
  );
}
