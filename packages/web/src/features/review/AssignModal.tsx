import { REVIEW_CALLS } from '@jb/contract/api/review';
import type { Assignee } from '@jb/contract/schemas/review';
import type { ReviewGroup } from '@jb/contract/stageGroups';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Flex, Form, Radio, Skeleton, Tag, Typography } from 'antd';
import type { KeyboardEvent } from 'react';
import { FormModal } from '../../components/formModal/FormModal.tsx';
import { LoadError } from '../../components/LoadError.tsx';
import { useLang } from '../../i18n/useLang.ts';
import { MANUSCRIPT_KEY, type ManuscriptRef } from '../shared/manuscripts/api.ts';
import { type BatchLine, batchLines } from '../shared/manuscripts/workflowText.ts';
import { batchAssign, reloadQueues, sendAction, useAssignees } from './api.ts';
import { SubjectNames } from './SubjectNames.tsx';
import { useReviewTexts } from './texts.ts';

/** Whom to allocate: one manuscript (its candidates), or the ticked ones to one person of their journal. */
export interface AssignTarget {
  manuscripts: ManuscriptRef[];
  batch: boolean;
  /** The manuscript is already allocated (at the review status): the same call reallocates it. */
  reassign: boolean;
  /** A batch's journal when all ticked share one (the people of that journal's stage group). */
  journalId?: number;
}

/** One person as the choice shows them: name and group, open load, weight, cap and subjects; full ones disabled. */
export function AssigneeLabel({ a }: { a: Assignee }) {
  const t = useReviewTexts();
  return (
    <Flex gap={8} align="center" wrap>
      <Typography.Text strong>{a.name}</Typography.Text>
      {a.groupName && <Tag>{a.groupName}</Tag>}
      <Typography.Text type="secondary">
        {t('assign.line', {
          load: a.load,
          weight: a.weight,
          cap: a.cap > 0 ? t('assign.cap', { cap: a.cap }) : t('assign.noCap'),
        })}
      </Typography.Text>
      {a.subjectIds.length > 0 && (
        <Typography.Text type="secondary">
          {'· '}
          <SubjectNames ids={a.subjectIds} testId={`assign-subjects-${a.userId}`} />
        </Typography.Text>
      )}
      {a.full && <Tag color="red">{t('assign.full')}</Tag>}
    </Flex>
  );
}

function Candidates({ alloc, target }: { alloc: ReviewGroup; target: AssignTarget }) {
  const t = useReviewTexts();
  const form = Form.useFormInstance();
  const one = target.batch ? null : target.manuscripts[0]!;
  const people = useAssignees(alloc, one ? { id: one.id } : { journalId: target.journalId });
  if (people.isPending) return <Skeleton active />;
  if (people.isError) return <LoadError onRetry={() => void people.refetch()} />;
  if (people.data.length === 0)
    return <Alert type="warning" showIcon title={t('assign.none')} data-testid="assign-none" />;
  const firstFree = people.data.find((p) => !p.full)?.userId;
  // Enter on a chosen person sends the form (radios do not submit a form by themselves).
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      form.submit();
    }
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Enter is caught from the radios inside.
    <div onKeyDown={onKeyDown}>
      <Form.Item
        name="assigneeId"
        label={t('assign.person')}
        rules={[{ required: true, message: t('assign.required') }]}
      >
        <Radio.Group style={{ width: '100%' }} data-testid="assign-candidates">
          <Flex vertical gap={8}>
            {people.data.map((p) => (
              <Radio
                key={p.userId}
                value={p.userId}
                disabled={p.full}
                autoFocus={p.userId === firstFree}
                data-testid={`assign-candidate-${p.userId}`}
              >
                <AssigneeLabel a={p} />
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
      </Form.Item>
    </div>
  );
}

/**
 * Allocate (or reallocate) one manuscript to a person of the stage's group, or the ticked ones to one
 * person (each manuscript's outcome shown after). A full person cannot be chosen.
 */
export function AssignModal({
  queue,
  alloc,
  target,
  onClose,
  onBatch,
}: {
  /** The queue on screen (its list reloads). */
  queue: ReviewGroup;
  /** The allocation group whose calls allocate. */
  alloc: ReviewGroup;
  target: AssignTarget | null;
  onClose: () => void;
  onBatch: (lines: BatchLine[]) => void;
}) {
  const t = useReviewTexts();
  const lang = useLang();
  const client = useQueryClient();
  const reloadDetails = () => void client.invalidateQueries({ queryKey: MANUSCRIPT_KEY });
  const ms = target?.manuscripts ?? [];
  const name = ms[0] ? `${ms[0].articleNo} ${ms[0].title}` : '';
  const title = !target
    ? ''
    : target.batch
      ? t('assign.batchTitle', { count: ms.length })
      : t(target.reassign ? 'assign.reassignTitle' : 'assign.title', { name });

  return (
    <FormModal<{ assigneeId: number }, BatchLine[] | null>
      open={!!target}
      title={title}
      okText={t('assign.ok')}
      onSubmit={async ({ assigneeId }) => {
        if (!target) return null;
        if (target.batch)
          return batchLines(await batchAssign(alloc, target.manuscripts, assigneeId), ms, lang);
        await sendAction({ group: alloc, call: 'saveAssign' }, target.manuscripts[0]!, { assigneeId });
        return null;
      }}
      onSaved={(lines) => {
        void reloadQueues(client);
        if (lines) onBatch(lines);
      }}
      onStale={reloadDetails}
      onClose={onClose}
      list={REVIEW_CALLS[queue.key].list}
      successText={target?.batch ? undefined : t('assign.done')}
      width={640}
      testId="assign-form"
    >
      {target && <Candidates alloc={alloc} target={target} />}
    </FormModal>
  );
}
