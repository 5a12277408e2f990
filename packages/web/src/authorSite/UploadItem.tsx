import { Form } from 'antd';
import { zodRule } from '../components/form/zodRule.ts';
import { FileUpload } from '../components/submission/FileUpload.tsx';
import { useLang } from '../i18n/useLang.ts';
import { type SiteJournal, uploadFile } from './api.ts';
import { oneFile, type UploadKind, uploadRules } from './rules.ts';

/**
 * A file field of an author's form on a manuscript (a revision, an annex supplement): the journal's
 * upload rules for the kind, at least one file when `required`; `testId` names the upload and its id.
 */
export function UploadItem({
  name,
  label,
  journal,
  kind,
  required = false,
  max,
  onBusy,
  testId,
}: {
  name: string;
  label: string;
  journal: SiteJournal;
  kind: UploadKind;
  required?: boolean;
  max?: number;
  onBusy: (busy: boolean) => void;
  testId: string;
}) {
  const lang = useLang();
  return (
    <Form.Item
      name={name}
      label={label}
      required={required}
      rules={required ? [zodRule(oneFile, lang)] : []}
      htmlFor={testId}
    >
      <FileUpload
        id={testId}
        upload={(file) => uploadFile(journal.id, kind, file)}
        max={max}
        rules={uploadRules(kind, journal.upload)}
        onBusy={onBusy}
        testId={testId}
      />
    </Form.Item>
  );
}
