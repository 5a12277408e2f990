import { fileRules } from '@jb/contract/fileRules';
import { pick } from '@jb/contract/i18n';
import { fieldMessage } from '@jb/contract/messages';
import { Button, Upload, type UploadFile, type UploadProps } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../../api/ApiError.ts';
import { acceptOf, fileProblem } from '../../../authorSite/rules.ts';
import { useLang } from '../../../i18n/useLang.ts';
import { errorText } from '../../../lib/errorText.ts';
import { useFeedbackTexts } from './texts.ts';

/** An uploaded file as the form keeps it. */
export interface UploadedRef {
  id: number;
  name: string;
}

export type UploadFeedbackFile = (file: File) => Promise<UploadedRef>;

/** The contract's rules for a feedback file (no press settings apply). */
const RULES = fileRules('feedback', { allowedTypes: [], maxFileMb: 0 });

interface Props {
  upload: UploadFeedbackFile;
  value?: UploadedRef | null;
  onChange?: (value: UploadedRef | null) => void;
  onBusy?: (busy: boolean) => void;
  id?: string;
}

/**
 * One optional screenshot or file: checked by name and size here, uploaded at once through the call
 * the caller passes (staff or author); the server judges the content and its refusal shows below.
 */
export function AttachmentField({ upload, onChange, onBusy, id }: Props) {
  const t = useFeedbackTexts();
  const lang = useLang();
  const [items, setItems] = useState<UploadFile<UploadedRef>[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const types = RULES.types.join(lang === 'en-US' ? ', ' : '、');

  const check = (file: File) => {
    const local = fileProblem(file, RULES);
    setProblem(local ? pick(fieldMessage(local), lang) : null);
    return local ? Upload.LIST_IGNORE : true;
  };

  const send: UploadProps<UploadedRef>['customRequest'] = ({ file, onSuccess, onError }) => {
    onBusy?.(true);
    upload(file as File).then(
      (got) => {
        onBusy?.(false);
        onSuccess?.(got);
      },
      (caught: unknown) => {
        onBusy?.(false);
        const message =
          isApiError(caught) && caught.fields[0] ? pick(caught.fields[0], lang) : errorText(caught);
        setProblem(message);
        onError?.(new Error(message));
      },
    );
  };

  const change: UploadProps<UploadedRef>['onChange'] = ({ fileList }) => {
    const next = fileList.slice(-1);
    setItems(next);
    const done = next[0]?.status === 'done' ? next[0].response : undefined;
    onChange?.(done ?? null);
  };

  return (
    <div data-testid="feedback-file">
      <Upload<UploadedRef>
        fileList={items}
        accept={acceptOf(RULES)}
        maxCount={1}
        beforeUpload={check}
        customRequest={send}
        onChange={change}
        onRemove={() => setProblem(null)}
      >
        <Button id={id} data-testid="feedback-file-choose">
          {t('choose')}
        </Button>
      </Upload>
      <div style={{ color: 'rgba(0,0,0,0.45)', fontSize: 12, marginTop: 4 }}>
        {t('fileRules', { types, mb: RULES.maxMb })}
      </div>
      {problem ? (
        <div role="alert" style={{ color: '#ff4d4f', fontSize: 12 }} data-testid="feedback-file-error">
          {problem}
        </div>
      ) : null}
    </div>
  );
}
