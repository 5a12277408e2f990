import { pick } from '@jb/contract/i18n';
import { fieldMessage } from '@jb/contract/messages';
import { Button, Upload, type UploadFile, type UploadProps } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../api/ApiError.ts';
import { acceptOf, type FileRules, fileProblem } from '../../authorSite/rules.ts';
import { useLang } from '../../i18n/useLang.ts';
import { errorText } from '../../lib/errorText.ts';

/** An uploaded file as a form keeps it. */
export interface UploadedRef {
  id: number;
  name: string;
}

export type UploadOne = (file: File) => Promise<UploadedRef>;

interface Props {
  /** Sends the chosen file (the staff or author upload call with its kind). */
  upload: UploadOne;
  /** The contract's rules for the kind (fileRules): checked by name and size before sending. */
  rules: FileRules;
  chooseText: string;
  /** The line under the button, from the types allowed and the size limit. */
  hint: (types: string, mb: number) => string;
  value?: UploadedRef | null;
  onChange?: (value: UploadedRef | null) => void;
  onBusy?: (busy: boolean) => void;
  id?: string;
  /** Names the field; the button is `-choose`, a refusal `-error`. */
  testId: string;
}

/**
 * One file of a form (a feedback screenshot, an e-invoice): checked by name and size here, uploaded
 * at once; the field's value is the uploaded file. The server judges the content and its refusal
 * shows below the button.
 */
export function FileField({ upload, rules, chooseText, hint, onChange, onBusy, id, testId }: Props) {
  const lang = useLang();
  const [items, setItems] = useState<UploadFile<UploadedRef>[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const types = rules.types.join(lang === 'en-US' ? ', ' : '、');

  const check = (file: File) => {
    const local = fileProblem(file, rules);
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
    <div data-testid={testId}>
      <Upload<UploadedRef>
        fileList={items}
        accept={acceptOf(rules)}
        maxCount={1}
        beforeUpload={check}
        customRequest={send}
        onChange={change}
        onRemove={() => setProblem(null)}
      >
        <Button id={id} data-testid={`${testId}-choose`}>
          {chooseText}
        </Button>
      </Upload>
      <div style={{ color: 'rgba(0,0,0,0.45)', fontSize: 12, marginTop: 4 }}>{hint(types, rules.maxMb)}</div>
      {problem ? (
        <div role="alert" style={{ color: '#ff4d4f', fontSize: 12 }} data-testid={`${testId}-error`}>
          {problem}
        </div>
      ) : null}
    </div>
  );
}
