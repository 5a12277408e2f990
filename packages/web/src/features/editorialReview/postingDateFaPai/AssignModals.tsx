import { typesettingList } from '@jb/contract/api/typesetting';
import { changeTypesetterBody, dispatchBody } from '@jb/contract/schemas/typesetting';
import { useQueryClient } from '@tanstack/react-query';
import { Form, Select } from 'antd';
import { useState } from 'react';
import { toast } from '../../../api/notify.ts';
import { DateStringPicker } from '../../../components/form/DateStringPicker.tsx';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import { useLang } from '../../../i18n/useLang.ts';
import { chinaToday } from '../../../lib/chinaTime.ts';
import { ActionSubject, NoteField } from '../../shared/manuscripts/ActionFields.tsx';
import { BatchResultModal } from '../../shared/manuscripts/WorkflowActionModal.tsx';
import { type BatchLine, batchLines } from '../../shared/manuscripts/workflowText.ts';
import {
  type Assignment,
  dispatchTo,
  giveToAnother,
  reloadTypesetting,
  type TypesettingRow,
  useTypesetters,
} from './api.ts';
import { useTypesettingTexts } from './texts.ts';
import { dueDayAllowed } from './typesetting.ts';

/** The manuscripts a dialog is about, as the person saw them. */
export interface AssignTarget {
  rows: TypesettingRow[];
  /** Unticks the rows once they were sent. */
  untick?: () => void;
}

/** The typesetter (the journal's, with their open work) and a due date not before today. */
function AssignFields({ journalId, prefix }: { journalId: number; prefix: string }) {
  const t = useTypesettingTexts();
  const people = useTypesetters(journalId);
  const today = chinaToday();
  return (
    <>
      <Form.Item
        name="typesetterId"
        label={t('typesetter')}
        rules={[{ required: true, message: t('pickTypesetter') }]}
      >
        <Select
          loading={people.isPending}
          placeholder={t('pickTypesetter')}
          notFoundContent={t('noTypesetters')}
          showSearch={{ optionFilterProp: 'label' }}
          options={(people.data ?? []).map((p) => ({
            value: p.id,
            // The name alone as the option's title (what a search or a test picks it by).
            title: p.name,
            label: t('typesetterOption', { name: p.name, open: p.open }),
          }))}
          data-testid={`${prefix}-typesetter`}
        />
      </Form.Item>
      <SchemaItem
        name="dueOn"
        label={t('dueOn')}
        extra={t('dueHint')}
        schema={dispatchBody.shape.dueOn}
        required
      >
        <DateStringPicker
          disabledDate={(d) => !dueDayAllowed(d.format('YYYY-MM-DD'), today)}
          testId={`${prefix}-due`}
        />
      </SchemaItem>
    </>
  );
}

/**
 * 发排: one or the ticked scheduled manuscripts to a typesetter with a due date; each answered on its
 * own (one alone: a toast; several: the shared per-manuscript result list).
 */
export function DispatchModal({
  target,
  journalId,
  onClose,
}: {
  target: AssignTarget | null;
  journalId: number;
  onClose: () => void;
}) {
  const t = useTypesettingTexts();
  const lang = useLang();
  const client = useQueryClient();
  const people = useTypesetters(journalId, !!target);
  const [lines, setLines] = useState<BatchLine[] | null>(null);
  const rows = target?.rows ?? [];
  type Values = Assignment & { note: string };
  return (
    <>
      <FormModal<Values, { answers: Awaited<ReturnType<typeof dispatchTo>>; to: number }>
        open={!!target}
        title={t('dispatchTitle')}
        okText={t('dispatchTitle')}
        initialValues={{ note: '' }}
        onSubmit={async (values) => ({ answers: await dispatchTo(rows, values), to: values.typesetterId })}
        onSaved={({ answers, to }) => {
          target?.untick?.();
          void reloadTypesetting(client);
          const only = answers.length === 1 ? answers[0] : undefined;
          const name = people.data?.find((p) => p.id === to)?.name ?? '';
          if (only?.ok) toast('success', t('dispatchedOne', { name }));
          else setLines(batchLines(answers, rows, lang));
        }}
        onClose={onClose}
        list={typesettingList}
        testId="dispatch-form"
      >
        <ActionSubject manuscripts={rows} testId="dispatch-subject" />
        <AssignFields journalId={journalId} prefix="dispatch" />
        <NoteField
          schema={dispatchBody.shape.note}
          required={false}
          label={t('dispatchNote')}
          placeholder={t('dispatchNotePlaceholder')}
          rows={2}
          testId="dispatch-note"
        />
      </FormModal>
      <BatchResultModal lines={lines} onClose={() => setLines(null)} />
    </>
  );
}

/** 更换排版人: another typesetter and due date for a manuscript in typesetting or proofs, with the reason. */
export function ChangeTypesetterModal({
  row,
  journalId,
  onClose,
}: {
  row: TypesettingRow | null;
  journalId: number;
  onClose: () => void;
}) {
  const t = useTypesettingTexts();
  const client = useQueryClient();
  return (
    <FormModal<Assignment & { note: string }>
      open={!!row}
      title={t('changeTitle')}
      okText={t('changeTitle')}
      initialValues={{ dueOn: row?.dueOn ?? undefined, note: '' }}
      onSubmit={(values) => giveToAnother(row!, values)}
      onSaved={() => void reloadTypesetting(client)}
      onStale={() => void reloadTypesetting(client)}
      successText={t('changed')}
      onClose={onClose}
      list={typesettingList}
      testId="change-form"
    >
      <ActionSubject manuscripts={row ? [row] : []} testId="change-subject" />
      <AssignFields journalId={journalId} prefix="change" />
      <NoteField
        schema={changeTypesetterBody.shape.note}
        required
        placeholder={t('changePlaceholder')}
        testId="change-note"
      />
    </FormModal>
  );
}
