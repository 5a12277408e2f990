import { REVIEW_CALLS } from '@jb/contract/api/review';
import { type AuditVerb, auditBody } from '@jb/contract/schemas/review';
import type { ReviewGroup } from '@jb/contract/stageGroups';
import { REFUSAL_TEXT } from '@jb/contract/transitions';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Flex, Form, Input, Skeleton, Tooltip, Typography } from 'antd';
import { type KeyboardEvent, useLayoutEffect } from 'react';
import { SchemaItem } from '../../components/form/SchemaItem.tsx';
import { FormModal } from '../../components/formModal/FormModal.tsx';
import { useLang, usePick } from '../../i18n/useLang.ts';
import { MANUSCRIPT_KEY, type ManuscriptRef } from '../shared/manuscripts/api.ts';
import { useManuscriptTexts } from '../shared/manuscripts/texts.ts';
import { actionTitle, type BatchLine, batchLines } from '../shared/manuscripts/workflowText.ts';
import { batchAudit, reloadQueues, sendAction, useTemplates } from './api.ts';
import { opinionRequired } from './queueActions.ts';
import { useReviewTexts } from './texts.ts';

/** The verdict the dialog is open for, on one manuscript or the ticked ones. */
export interface OpinionTarget {
  action: AuditVerb;
  manuscripts: ManuscriptRef[];
  batch: boolean;
}

interface OpinionValues {
  opinion: string;
  templateId?: number | null;
}

/**
 * The stage's templates as buttons: one fills in the opinion (and is kept as the opinion's source).
 * The one the manuscript's review process names for the stage comes first and, where the opinion is
 * not a reason of the person's own (a pass), is chosen to start from.
 */
function TemplatePicker({
  group,
  manuscriptId,
  preselect,
}: {
  group: ReviewGroup;
  manuscriptId: number | undefined;
  preselect: boolean;
}) {
  const t = useReviewTexts();
  const form = Form.useFormInstance<OpinionValues>();
  const templates = useTemplates(group, manuscriptId);
  const chosen = Form.useWatch('templateId', form);
  const preferred = templates.data?.find((tpl) => tpl.preferred);
  // Before the templates are painted, so the form is never shown (or sent) without its start.
  useLayoutEffect(() => {
    if (!preselect || !preferred) return;
    if (form.getFieldValue('templateId') || form.getFieldValue('opinion')) return;
    form.setFieldsValue({ opinion: preferred.content, templateId: preferred.id });
  }, [preselect, preferred, form]);
  if (templates.isPending) return <Skeleton.Input active size="small" />;
  const list = templates.data ?? [];
  return (
    <Form.Item label={t('opinion.templates')} extra={list.length > 0 ? t('opinion.templateHint') : undefined}>
      {list.length === 0 ? (
        <Typography.Text type="secondary" data-testid="opinion-no-templates">
          {t('opinion.noTemplates')}
        </Typography.Text>
      ) : (
        <Flex gap={8} wrap>
          {list.map((tpl) => (
            <Tooltip key={tpl.id} title={tpl.content}>
              <Button
                size="small"
                type={chosen === tpl.id ? 'primary' : 'default'}
                onClick={() => {
                  form.setFieldsValue({ opinion: tpl.content, templateId: tpl.id });
                  void form.validateFields(['opinion']).catch(() => undefined);
                }}
                data-testid={`opinion-template-${tpl.id}`}
              >
                {tpl.name}
              </Button>
            </Tooltip>
          ))}
        </Flex>
      )}
    </Form.Item>
  );
}

/** Ctrl (or ⌘) + Enter in the opinion sends the form; Enter alone starts a new line. */
function submitOnCtrlEnter(e: KeyboardEvent<HTMLTextAreaElement>) {
  if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
    e.preventDefault();
    e.currentTarget.form?.requestSubmit();
  }
}

/**
 * Pass, return for revision, reject or send back, with an opinion: the stage's templates to start
 * from and a text (a reason is required where the transition table requires one, as the server
 * checks). One manuscript, or the ticked ones with each one's outcome.
 */
export function OpinionModal({
  group,
  target,
  onClose,
  onBatch,
}: {
  group: ReviewGroup;
  target: OpinionTarget | null;
  onClose: () => void;
  /** A batch's outcome, per manuscript. */
  onBatch: (lines: BatchLine[]) => void;
}) {
  const t = useReviewTexts();
  const tm = useManuscriptTexts();
  const pick = usePick();
  const lang = useLang();
  const client = useQueryClient();
  const required = !!target && opinionRequired(target.action);
  const reloadDetails = () => void client.invalidateQueries({ queryKey: MANUSCRIPT_KEY });
  const ms = target?.manuscripts ?? [];
  const title = target ? pick(actionTitle(target.action)) : '';
  // Where a template is chosen to start from, the form is sent only once the templates are read.
  const templates = useTemplates(group, ms[0]?.id, !!target && !required);

  return (
    <FormModal<OpinionValues, BatchLine[] | null>
      open={!!target}
      title={title}
      okText={title}
      initialValues={{ opinion: '', templateId: null }}
      onSubmit={async ({ opinion, templateId }) => {
        if (!target) return null;
        if (target.batch) {
          const answers = await batchAudit(group, target.manuscripts, target.action, opinion);
          return batchLines(answers, target.manuscripts, lang);
        }
        await sendAction({ group, call: 'audit' }, target.manuscripts[0]!, {
          action: target.action,
          opinion,
          // A template emptied out is no longer the opinion's source.
          templateId: opinion.trim() ? (templateId ?? null) : null,
        });
        return null;
      }}
      onSaved={(lines) => {
        void reloadQueues(client);
        if (lines) onBatch(lines);
      }}
      onStale={reloadDetails}
      onClose={onClose}
      list={REVIEW_CALLS[group.key].list}
      successText={target?.batch ? undefined : t('done')}
      width={640}
      ready={!target || required || !templates.isPending}
      testId="opinion-form"
    >
      <Typography.Paragraph data-testid="opinion-subject">
        {ms.length === 1
          ? tm('actionOn', { name: `${ms[0]!.articleNo} ${ms[0]!.title}` })
          : tm('actionOnMany', { count: ms.length })}
      </Typography.Paragraph>
      {target && <TemplatePicker group={group} manuscriptId={ms[0]?.id} preselect={!required} />}
      <Form.Item name="templateId" hidden>
        <Input />
      </Form.Item>
      <SchemaItem
        name="opinion"
        label={required ? t('opinion.reason') : t('opinion.label')}
        schema={auditBody.shape.opinion}
        required={required}
        rules={[{ required, whitespace: true, message: pick(REFUSAL_TEXT.noteRequired) }]}
      >
        <Input.TextArea
          autoFocus
          rows={5}
          maxLength={2000}
          showCount
          placeholder={t('opinion.placeholder')}
          onKeyDown={submitOnCtrlEnter}
          data-testid="opinion-text"
        />
      </SchemaItem>
    </FormModal>
  );
}
