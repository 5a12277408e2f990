import { schedulingQueue } from '@jb/contract/api/scheduling';
import { SCHEDULING_TYPE, SchedulingType } from '@jb/contract/enums/manuscript';
import { plannedPages } from '@jb/contract/schemas/scheduling';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Form, InputNumber, Radio, Select } from 'antd';
import { useState } from 'react';
import { toast } from '../../../api/notify.ts';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import { useLang, usePick } from '../../../i18n/useLang.ts';
import { ActionSubject } from '../../shared/manuscripts/ActionFields.tsx';
import { BatchResultModal } from '../../shared/manuscripts/WorkflowActionModal.tsx';
import { type BatchLine, batchLines } from '../../shared/manuscripts/workflowText.ts';
import {
  type Placement,
  type QueueRow,
  reloadScheduling,
  type SchedulingIssueRow,
  scheduleInto,
} from './api.ts';
import { useIssueName, useIssueOptions } from './IssueBar.tsx';
import type { ScheduleAnswer } from './scheduling.ts';
import { useSchedulingTexts } from './texts.ts';
import { useBudgetConfirm } from './useBudgetConfirm.tsx';

const TYPES = [SchedulingType.REGULAR, SchedulingType.RUSH, SchedulingType.CHOSEN] as const;

/** Which manuscripts the dialog places, and the issue it proposes. */
export interface ScheduleTarget {
  manuscripts: QueueRow[];
  issueId: number;
  /** Unticks the rows once they were sent. */
  untick?: () => void;
}

/**
 * 排入本期: places one or the ticked accepted manuscripts into an open issue of the journal, with a
 * scheduling type (a rush orders the rush fee) and planned pages. An overrun of the page budget is
 * asked about with the server's figures and sent again once confirmed; then each manuscript's
 * outcome is shown (one placed alone: a toast).
 */
export function ScheduleModal({
  target,
  issues,
  onClose,
}: {
  target: ScheduleTarget | null;
  /** The journal's issues that still take articles. */
  issues: SchedulingIssueRow[];
  onClose: () => void;
}) {
  const t = useSchedulingTexts();
  const pick = usePick();
  const lang = useLang();
  const client = useQueryClient();
  const issueName = useIssueName();
  const issueOptions = useIssueOptions();
  const budget = useBudgetConfirm();
  const [lines, setLines] = useState<BatchLine[] | null>(null);
  const ms = target?.manuscripts ?? [];

  const done = (answers: ScheduleAnswer[], placement: Placement) => {
    target?.untick?.();
    void reloadScheduling(client);
    const only = answers.length === 1 ? answers[0] : undefined;
    const issue = issues.find((i) => i.id === placement.issueId);
    if (only?.ok) toast('success', t('placedOne', { issue: issue ? issueName(issue) : '' }));
    else setLines(batchLines(answers, ms, lang));
  };

  return (
    <>
      {budget.holder}
      <FormModal<Placement, { answers: ScheduleAnswer[]; placement: Placement }>
        open={!!target}
        title={t('scheduleTitle')}
        okText={t('schedule')}
        initialValues={{ issueId: target?.issueId, schedulingType: SchedulingType.REGULAR, pages: 0 }}
        onSubmit={async (placement) => ({
          placement,
          answers: await scheduleInto(ms, placement, budget.ask),
        })}
        onSaved={({ answers, placement }) => done(answers, placement)}
        onClose={onClose}
        list={schedulingQueue}
        testId="schedule-form"
      >
        <ActionSubject manuscripts={ms} testId="schedule-subject" />
        <Form.Item
          name="issueId"
          label={t('issue')}
          rules={[{ required: true, message: t('pickIssueFirst') }]}
        >
          <Select options={issueOptions(issues)} placeholder={t('pickIssue')} data-testid="schedule-issue" />
        </Form.Item>
        <Form.Item name="schedulingType" label={t('schedulingType')} rules={[{ required: true }]}>
          <Radio.Group data-testid="schedule-type">
            {TYPES.map((type) => (
              <Radio key={type} value={type} data-testid={`schedule-type-${type}`}>
                {pick(SCHEDULING_TYPE[type]!)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item noStyle dependencies={['schedulingType']}>
          {({ getFieldValue }) =>
            getFieldValue('schedulingType') === SchedulingType.RUSH && (
              <Alert
                type="info"
                showIcon
                title={t('rushNote')}
                style={{ marginBottom: 16 }}
                data-testid="rush-note"
              />
            )
          }
        </Form.Item>
        <SchemaItem name="pages" label={t('pages')} extra={t('pagesHint')} schema={plannedPages} required>
          <InputNumber min={0} max={999} precision={0} style={{ width: 120 }} data-testid="schedule-pages" />
        </SchemaItem>
      </FormModal>
      <BatchResultModal lines={lines} onClose={() => setLines(null)} />
    </>
  );
}
