import { typesettingList } from '@jb/contract/api/typesetting';
import { fileRules } from '@jb/contract/fileRules';
import { endRoundBody, proofUploadBody, recallBody } from '@jb/contract/schemas/typesetting';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Form, InputNumber } from 'antd';
import { FileField, type UploadedRef } from '../../../components/form/FileField.tsx';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import { usePick } from '../../../i18n/useLang.ts';
import { ActionSubject, NoteField } from '../../shared/manuscripts/ActionFields.tsx';
import { actionTitle } from '../../shared/manuscripts/workflowText.ts';
import {
  endRound,
  handIn,
  recall,
  reloadTypesetting,
  type TypesettingRow,
  uploadProofFile,
  useRoundMarks,
} from './api.ts';
import { useTypesettingTexts } from './texts.ts';
import { resolvedCount, resolvingRound, stageOf } from './typesetting.ts';

/** The contract's rules for a proof PDF (no press settings apply). */
const PROOF = fileRules('proof', { allowedTypes: [], maxFileMb: 0 });

interface Props {
  row: TypesettingRow | null;
  onClose: () => void;
  /** After the change went through (a drawer it was opened from closes). */
  onDone?: () => void;
}

/** 撤回发排: back to the dispatch list before the typesetter accepted it, with the reason. */
export function RecallModal({ row, onClose, onDone }: Props) {
  const t = useTypesettingTexts();
  const pick = usePick();
  const client = useQueryClient();
  const reload = () => void reloadTypesetting(client);
  return (
    <FormModal<{ note: string }>
      open={!!row}
      title={pick(actionTitle('recallDispatch'))}
      okText={pick(actionTitle('recallDispatch'))}
      initialValues={{ note: '' }}
      onSubmit={({ note }) => recall(row!, note)}
      onSaved={() => {
        reload();
        onDone?.();
      }}
      onStale={reload}
      successText={t('recalled')}
      onClose={onClose}
      list={typesettingList}
      testId="recall-form"
    >
      <ActionSubject manuscripts={row ? [row] : []} testId="round-subject" />
      <Alert type="warning" showIcon title={t('recallNote')} style={{ marginBottom: 16 }} />
      <NoteField
        schema={recallBody.shape.note}
        required
        placeholder={t('recallPlaceholder')}
        testId="recall-note"
      />
    </FormModal>
  );
}

/**
 * 上传校样: the typesetter's layout or revision PDF, uploaded at once (kind proof), then handed in
 * for the round. A revision warns of the round's marks not yet marked done (it does not stop it).
 */
export function UploadProofModal({ row, onClose, onDone }: Props) {
  const t = useTypesettingTexts();
  const client = useQueryClient();
  const resolving = row ? resolvingRound(row) : null;
  const [marks] = useRoundMarks(row?.id ?? 0, resolving ? [resolving] : []);
  const counted = resolvedCount(marks?.data ?? []);
  const unresolved = counted.total - counted.done;
  const reload = () => void reloadTypesetting(client);
  const stage = row ? stageOf(row.status) : null;
  const title =
    stage?.kind === 'revision' ? t('upload.revision', { round: stage.round }) : t('upload.layout');
  return (
    <FormModal<{ fileId: UploadedRef | null; note: string; pages?: number | null }>
      open={!!row}
      title={title}
      okText={t('upload.title')}
      initialValues={{ fileId: null, note: '' }}
      onSubmit={({ fileId, note, pages }) => handIn(row!, fileId!.id, note, pages ?? undefined)}
      onSaved={() => {
        reload();
        onDone?.();
      }}
      onStale={reload}
      successText={t('upload.done')}
      onClose={onClose}
      list={typesettingList}
      testId="upload-form"
    >
      <ActionSubject manuscripts={row ? [row] : []} testId="round-subject" />
      {unresolved > 0 && (
        <Alert
          type="warning"
          showIcon
          title={t('upload.unresolved', { count: unresolved })}
          style={{ marginBottom: 16 }}
          data-testid="upload-unresolved"
        />
      )}
      <Form.Item
        name="fileId"
        label={t('upload.file')}
        required
        rules={[
          {
            validator: async (_, v) => (v ? undefined : Promise.reject(new Error(t('upload.required')))),
          },
        ]}
      >
        <FileField
          upload={uploadProofFile}
          rules={PROOF}
          chooseText={t('upload.choose')}
          hint={(types, mb) => t('upload.hint', { types, mb })}
          testId="upload-file"
        />
      </Form.Item>
      <SchemaItem
        name="pages"
        label={t('upload.pages')}
        extra={t('upload.pagesHint')}
        schema={proofUploadBody.shape.pages}
        // Cleared, it is left out (the server keeps the planned pages), not sent empty.
        normalize={(v: number | null) => v ?? undefined}
      >
        <InputNumber min={1} max={999} precision={0} style={{ width: 120 }} data-testid="upload-pages" />
      </SchemaItem>
      <NoteField
        schema={proofUploadBody.shape.note}
        required={false}
        label={t('upload.note')}
        placeholder={t('upload.notePlaceholder')}
        rows={2}
        testId="upload-note"
      />
    </FormModal>
  );
}

/** 结束本轮: closes proof k with the corrections as the note, after a confirmation. */
export function EndRoundModal({ row, onClose, onDone }: Props) {
  const t = useTypesettingTexts();
  const client = useQueryClient();
  const reload = () => void reloadTypesetting(client);
  const stage = row ? stageOf(row.status) : null;
  const round = stage?.kind === 'proof' ? stage.round : 0;
  return (
    <FormModal<{ note: string }>
      open={!!row}
      title={t('endRound.title')}
      okText={t('endRound.title')}
      initialValues={{ note: '' }}
      confirm={() => ({
        title: t('endRound.confirmTitle', { round }),
        content: t('endRound.confirmContent'),
      })}
      onSubmit={({ note }) => endRound(row!, note)}
      onSaved={() => {
        reload();
        onDone?.();
      }}
      onStale={reload}
      successText={t('endRound.done')}
      onClose={onClose}
      list={typesettingList}
      testId="end-round-form"
    >
      <ActionSubject manuscripts={row ? [row] : []} testId="round-subject" />
      <NoteField
        schema={endRoundBody.shape.note}
        required={false}
        label={t('endRound.note')}
        placeholder={t('endRound.notePlaceholder')}
        rows={4}
        maxLength={2000}
        testId="end-round-note"
      />
    </FormModal>
  );
}
