import { Form } from 'antd';
import { zodRule } from '../components/form/zodRule.ts';
import { useLang } from '../i18n/useLang.ts';
import type { SiteJournal } from './api.ts';
import { FileUpload } from './FileUpload.tsx';
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
        journalId={journal.id}
        kind={kind}
        max={max}
        rules={uploadRules(kind, journal.upload)}
        onBusy={onBusy}
        testId={testId}
      />
    </Form.Item>
  );
}
