import { manuscriptList } from '@jb/contract/api/manuscripts';
import { actionBody } from '@jb/contract/schemas/staffManuscripts';
import { useQueryClient } from '@tanstack/react-query';
import { Button, List, Modal, Tag, Typography } from 'antd';
import { useState } from 'react';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import { useLang, usePick } from '../../../i18n/useLang.ts';
import { ActionSubject, NoteField } from './ActionFields.tsx';
import { actOnMany, actOnOne, MANUSCRIPT_KEY, type ManuscriptRef, type NoteAction } from './api.ts';
import { useManuscriptTexts } from './texts.ts';
import { actionTitle, type BatchAnswer, type BatchLine, batchLines, noteRequired } from './workflowText.ts';

/** Which action the dialog is open for, on which manuscripts; a batch answers per manuscript. */
export interface ActionTarget {
  action: NoteAction;
  manuscripts: ManuscriptRef[];
  batch: boolean;
}

/** What each manuscript of a batch came to: done (and its status now) or refused (and why). */
export function BatchResultModal({ lines, onClose }: { lines: BatchLine[] | null; onClose: () => void }) {
  const t = useManuscriptTexts();
  const ok = lines?.filter((l) => l.ok).length ?? 0;
  return (
    <Modal
      open={!!lines}
      title={t('batchResult')}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose} data-testid="batch-result-close">
          {t('close')}
        </Button>
      }
      width={640}
    >
      <div data-testid="batch-result">
        <Typography.Paragraph>
          {t('batchSummary', { ok, failed: (lines?.length ?? 0) - ok })}
        </Typography.Paragraph>
        <List
          size="small"
          dataSource={lines ?? []}
          renderItem={(line) => (
            <List.Item data-testid={`batch-line-${line.id}`} data-ok={line.ok ? 'true' : 'false'}>
              <List.Item.Meta
                avatar={
                  <Tag color={line.ok ? 'success' : 'error'}>{line.ok ? t('batchOk') : t('batchFailed')}</Tag>
                }
                title={line.name}
                description={
                  line.ok ? (
                    t('batchNow', { status: line.text })
                  ) : (
                    <Typography.Text type="danger">{line.text}</Typography.Text>
                  )
                }
              />
            </List.Item>
          )}
        />
      </div>
    </Modal>
  );
}

/**
 * The reason dialog of the manuscript actions that take one (waive the prepaid fee, withdraw an
 * unpaid entry), for one manuscript or a batch; the list and the detail share it. A manuscript
 * someone moved first (409) is said and reloaded; a batch ends with each manuscript's outcome.
 */
export function WorkflowActionModal({
  target,
  onClose,
  onDone,
}: {
  target: ActionTarget | null;
  onClose: () => void;
  /** After the action was taken (each manuscript of a batch answered). */
  onDone?: () => void;
}) {
  const t = useManuscriptTexts();
  const pick = usePick();
  const lang = useLang();
  const client = useQueryClient();
  const [lines, setLines] = useState<BatchLine[] | null>(null);
  const required = !!target && noteRequired(target.action);
  const reloadDetails = () => void client.invalidateQueries({ queryKey: MANUSCRIPT_KEY });
  const ms = target?.manuscripts ?? [];

  return (
    <>
      <FormModal<{ note?: string }, BatchAnswer[] | null>
        open={!!target}
        title={target ? pick(actionTitle(target.action)) : ''}
        okText={target ? pick(actionTitle(target.action)) : undefined}
        initialValues={{ note: '' }}
        onSubmit={async ({ note = '' }) => {
          if (!target) return null;
          if (target.batch) return actOnMany(target.action, target.manuscripts, note);
          await actOnOne(target.action, target.manuscripts[0]!, note);
          return null;
        }}
        onSaved={(answers) => {
          reloadDetails();
          onDone?.();
          if (answers && target) setLines(batchLines(answers, target.manuscripts, lang));
        }}
        onStale={reloadDetails}
        onClose={onClose}
        list={manuscriptList}
        successText={target?.batch ? undefined : t('done')}
        testId="action-form"
      >
        <ActionSubject manuscripts={ms} testId="action-subject" />
        <NoteField schema={actionBody.shape.note} required={required} testId="action-note" />
      </FormModal>
      <BatchResultModal lines={lines} onClose={() => setLines(null)} />
    </>
  );
}
