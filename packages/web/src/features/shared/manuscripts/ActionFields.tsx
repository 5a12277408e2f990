import { REFUSAL_TEXT } from '@jb/contract/transitions';
import { Button, Input, Typography } from 'antd';
import type { ReactNode } from 'react';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import type { Schema } from '../../../components/form/zodRule.ts';
import { usePick } from '../../../i18n/useLang.ts';
import { useManuscriptTexts } from './texts.ts';

/** The pieces of a dialog acting on manuscripts: whom it is about, the reason, the ticked rows' button. */

/** What a dialog acts on: "稿件：number title" for one, "已选 N 篇稿件" for several. */
export function ActionSubject({
  manuscripts,
  testId,
}: {
  manuscripts: readonly { articleNo: string; title: string }[];
  testId: string;
}) {
  const tm = useManuscriptTexts();
  const [only] = manuscripts;
  return (
    <Typography.Paragraph data-testid={testId}>
      {manuscripts.length === 1 && only
        ? tm('actionOn', { name: `${only.articleNo} ${only.title}` })
        : manuscripts.length > 1
          ? tm('actionOnMany', { count: manuscripts.length })
          : ''}
    </Typography.Paragraph>
  );
}

/**
 * The note of an action (kept as its event's note), the reason by default: checked by the call's
 * schema, required when the transition table asks for one (the table's own words when it is missing).
 */
export function NoteField({
  schema,
  required,
  label,
  placeholder,
  testId,
  name = 'note',
  rows = 3,
  maxLength = 500,
  requiredMessage,
  extra,
}: {
  schema: Schema;
  required: boolean;
  label?: string;
  placeholder?: string;
  testId: string;
  name?: string;
  rows?: number;
  maxLength?: number;
  /** What a missing required note says, when not the table's words for a missing reason. */
  requiredMessage?: string;
  extra?: ReactNode;
}) {
  const tm = useManuscriptTexts();
  const pick = usePick();
  return (
    <SchemaItem
      name={name}
      label={label ?? tm('reason')}
      schema={schema}
      required={required}
      extra={extra}
      rules={[{ required, whitespace: true, message: requiredMessage ?? pick(REFUSAL_TEXT.noteRequired) }]}
    >
      <Input.TextArea
        rows={rows}
        maxLength={maxLength}
        showCount
        placeholder={placeholder ?? tm('reasonPlaceholder')}
        data-testid={testId}
      />
    </SchemaItem>
  );
}

/** A list's button for its ticked rows ("label (N)" once some are ticked), with how many are. */
export function TickedButton({
  ticked,
  label,
  labelWithCount,
  onClick,
  testId,
}: {
  ticked: readonly unknown[];
  label: string;
  labelWithCount: (count: number) => string;
  onClick: () => void;
  testId: string;
}): ReactNode {
  return (
    <>
      <Button type="primary" disabled={ticked.length === 0} onClick={onClick} data-testid={testId}>
        {ticked.length > 0 ? labelWithCount(ticked.length) : label}
      </Button>
      <TickedCount count={ticked.length} />
    </>
  );
}

/** How many rows are ticked ("已选 N 篇"), after a list's batch buttons; nothing while none is. */
export function TickedCount({ count }: { count: number }) {
  const tm = useManuscriptTexts();
  return count > 0 ? (
    <Typography.Text type="secondary" data-testid="batch-count">
      {tm('selected', { count })}
    </Typography.Text>
  ) : null;
}
