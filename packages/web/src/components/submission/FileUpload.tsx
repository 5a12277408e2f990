import { pick } from '@jb/contract/i18n';
import { fieldMessage } from '@jb/contract/messages';
import { Button, Upload, type UploadFile, type UploadProps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../api/ApiError.ts';
import { acceptOf, type FileRules, fileProblem, type UploadedRef } from '../../authorSite/rules.ts';
import { useLang } from '../../i18n/useLang.ts';
import { errorText } from '../../lib/errorText.ts';
import { useSubmissionTexts } from './texts.ts';

/** Sends one chosen file: the author's upload at their journal, or a staff member's, with its kind. */
export type SendFile = (file: File) => Promise<UploadedRef>;

interface Props {
  upload: SendFile;
  rules: FileRules;
  /** How many files the field takes (1: a new choice replaces the file). */
  max?: number;
  /** The uploaded files (a form field's value). */
  value?: UploadedRef[];
  onChange?: (value: UploadedRef[]) => void;
  /** Tells the form while a file is on its way. */
  onBusy?: (busy: boolean) => void;
  testId: string;
  id?: string;
}

/**
 * One file field of a manuscript's form: each chosen file is checked against the journal's rules (type by
 * name, size) and uploaded at once; the field's value is the uploaded files' ids and names. The server
 * judges the content: its refusal (a text file named .pdf) shows under the field.
 */
export function FileUpload({ upload, rules, max = 1, value, onChange, onBusy, testId, id }: Props) {
  const t = useSubmissionTexts();
  const lang = useLang();
  const types = rules.types.join(lang === 'en-US' ? ', ' : '、');
  const [items, setItems] = useState<UploadFile<UploadedRef>[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const latest = useRef(items);
  latest.current = items;

  // The form reset the field (after a submission): the list empties too.
  useEffect(() => {
    if ((value ?? []).length === 0 && latest.current.some((item) => item.status === 'done'))
      setItems((list) => list.filter((item) => item.status !== 'done'));
  }, [value]);

  const busy = items.some((item) => item.status === 'uploading');
  useEffect(() => onBusy?.(busy), [busy, onBusy]);

  const publish = (list: UploadFile<UploadedRef>[]) => {
    onChange?.(list.filter((item) => item.status === 'done' && item.response).map((item) => item.response!));
  };

  /** The type and size checks before anything is sent; a refused file never joins the list. */
  const check = (file: File) => {
    const local = fileProblem(file, rules);
    if (!local) {
      setProblem(null);
      return true;
    }
    setProblem(local === 'file.type' ? t('fileTypes', { types }) : pick(fieldMessage(local), lang));
    return Upload.LIST_IGNORE;
  };

  const send: UploadProps<UploadedRef>['customRequest'] = ({ file, onSuccess, onError }) => {
    upload(file as File).then(
      (uploaded) => onSuccess?.({ id: uploaded.id, name: uploaded.name }),
      (caught: unknown) => {
        const message =
          isApiError(caught) && caught.fields[0] ? pick(caught.fields[0], lang) : errorText(caught);
        setProblem(message);
        onError?.(new Error(message));
      },
    );
  };

  const change: UploadProps<UploadedRef>['onChange'] = ({ file, fileList }) => {
    // One file: a new choice replaces the old. Several: refused ones leave when another is chosen.
    const next =
      max === 1
        ? fileList.slice(-1)
        : fileList.filter((item) => item.status !== 'error' || item.uid === file.uid);
    setItems(next);
    publish(next);
  };

  // A full list takes no more (its files can still be removed).
  const full = max > 1 && items.filter((item) => item.status !== 'error').length >= max;

  return (
    <div data-testid={testId}>
      <Upload<UploadedRef>
        fileList={items}
        accept={acceptOf(rules)}
        multiple={max > 1}
        maxCount={max}
        beforeUpload={check}
        customRequest={send}
        onChange={change}
        onRemove={() => setProblem(null)}
      >
        {/* The button is the tab stop: Enter or Space opens the file dialog. */}
        <Button disabled={full} id={id} data-testid={`${testId}-choose`}>
          {t('upload')}
        </Button>
      </Upload>
      <div className="submission-upload-rules">{t('uploadRules', { types, mb: rules.maxMb })}</div>
      {problem ? (
        <div className="submission-upload-error" role="alert" data-testid={`${testId}-error`}>
          {problem}
        </div>
      ) : null}
    </div>
  );
}
