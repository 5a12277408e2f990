import { finalDraftList, finalDraftUpload } from '@jb/contract/api/finalDraft';
import { Form, Typography } from 'antd';
import { api } from '../../../api/http.ts';
import type { UploadedRef } from '../../../authorSite/rules.ts';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import { FileUpload } from '../../../components/submission/FileUpload.tsx';
import { uploadForEntry } from '../../operation/manuscriptManage/entry/api.ts';
import { useFinalDraftTexts } from '../../shared/finalDraft/texts.ts';

/** Word or PDF as the browser checks it first; the server judges the content and the press's rules. */
const RULES = { types: ['doc', 'docx', 'pdf'], maxMb: 50 };

interface Values {
  file: UploadedRef[];
}

/** The editor uploads the author's final draft of one manuscript. */
export function UploadModal({
  manuscript,
  onClose,
}: {
  manuscript: { id: number; articleNo: string; title: string } | null;
  onClose: () => void;
}) {
  const t = useFinalDraftTexts();
  if (!manuscript) return null;
  return (
    <FormModal<Values, unknown>
      open
      title={t('uploadTitle')}
      onSubmit={(v) =>
        api(
          finalDraftUpload,
          { body: { manuscriptId: manuscript.id, fileId: v.file[0]!.id } },
          { quiet: true },
        )
      }
      list={finalDraftList}
      onClose={onClose}
      onSaved={onClose}
      successText={t('done')}
      testId="final-draft-form"
    >
      <Typography.Paragraph strong>
        {manuscript.articleNo} · {manuscript.title}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('uploadHint')}</Typography.Paragraph>
      <Form.Item
        name="file"
        label={t('file')}
        rules={[{ required: true, type: 'array', min: 1, message: t('fileRequired') }]}
      >
        <FileUpload
          upload={(file) => uploadForEntry('manuscript', file)}
          rules={RULES}
          testId="final-draft-file"
        />
      </Form.Item>
    </FormModal>
  );
}
