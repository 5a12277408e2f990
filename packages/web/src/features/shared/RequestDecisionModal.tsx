import type { CallDeclaration } from '@jb/contract/api/define';
import { noteText, reasonText } from '@jb/contract/schemas/ledger';
import { Input, Typography } from 'antd';
import type { ReactNode } from 'react';
import { SchemaItem } from '../../components/form/SchemaItem.tsx';
import { FormModal } from '../../components/formModal/FormModal.tsx';

/** What the decision dialog says, in the screen's words. */
export interface DecisionWords {
  title: string;
  hint: ReactNode;
  noteLabel: string;
  okText: string;
  successText: string;
}

type PassFailKey =
  | 'passTitle'
  | 'failTitle'
  | 'passHint'
  | 'failHint'
  | 'note'
  | 'failNote'
  | 'pass'
  | 'fail'
  | 'passed'
  | 'failed';

/** The words of a pass or a failure, from a screen's texts that name them alike. */
export function passFailWords(t: (key: PassFailKey) => string, fail: boolean): DecisionWords {
  return {
    title: t(fail ? 'failTitle' : 'passTitle'),
    hint: t(fail ? 'failHint' : 'passHint'),
    noteLabel: t(fail ? 'failNote' : 'note'),
    okText: t(fail ? 'fail' : 'pass'),
    successText: t(fail ? 'failed' : 'passed'),
  };
}

/**
 * The decision on an author's request (a withdrawal, a revision application, a fund audit), asked in
 * a dialog: the manuscript it is about, what the decision does, and the note, required when the
 * decision refuses (the reason told to the author). `send` makes the call with the note.
 */
export function RequestDecisionModal({
  subject,
  refuses,
  words,
  send,
  list,
  testId,
  onClose,
  onDone,
}: {
  subject: { articleNo: string; title: string };
  refuses: boolean;
  words: DecisionWords;
  send: (note: string) => Promise<unknown>;
  list: CallDeclaration;
  /** The form's test id; its note field's is `<testId minus -form>-note`. */
  testId: string;
  onClose: () => void;
  /** After the decision or a stale refusal (the detail the dialog was opened from reloads). */
  onDone?: () => void;
}) {
  return (
    <FormModal<{ note?: string }, unknown>
      open
      title={words.title}
      onSubmit={(v) => send(v.note ?? '')}
      list={list}
      onSaved={onDone}
      onStale={onDone}
      onClose={onClose}
      successText={words.successText}
      okText={words.okText}
      testId={testId}
    >
      <Typography.Paragraph strong>
        {subject.articleNo} · {subject.title}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{words.hint}</Typography.Paragraph>
      <SchemaItem
        name="note"
        label={words.noteLabel}
        schema={refuses ? reasonText : noteText}
        required={refuses}
      >
        <Input.TextArea rows={3} maxLength={200} showCount data-testid={testId.replace(/-form$/, '-note')} />
      </SchemaItem>
    </FormModal>
  );
}
