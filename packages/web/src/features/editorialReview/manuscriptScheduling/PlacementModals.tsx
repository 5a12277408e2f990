import { schedulingContents } from '@jb/contract/api/scheduling';
import { SCHEDULING_TYPE, SchedulingType } from '@jb/contract/enums/manuscript';
import { unscheduleBody } from '@jb/contract/schemas/scheduling';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Empty, Form, Radio, Select } from 'antd';
import { toast } from '../../../api/notify.ts';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import { usePick } from '../../../i18n/useLang.ts';
import { ActionSubject, NoteField } from '../../shared/manuscripts/ActionFields.tsx';
import { actionTitle } from '../../shared/manuscripts/workflowText.ts';
import {
  type ContentsRow,
  changeType,
  moveTo,
  reloadScheduling,
  type SchedulingIssueRow,
  takeOut,
} from './api.ts';
import { useIssueName, useIssueOptions } from './IssueBar.tsx';
import type { ROW_ACTIONS } from './scheduling.ts';
import { useSchedulingTexts } from './texts.ts';
import { useBudgetConfirm } from './useBudgetConfirm.tsx';

const TYPES = [SchedulingType.REGULAR, SchedulingType.RUSH, SchedulingType.CHOSEN] as const;
type TypeCode = (typeof TYPES)[number];

/** A change of a placed article: which one, and which of the dialogs below it opens. */
export interface PlacementTarget {
  action: (typeof ROW_ACTIONS)[number];
  row: ContentsRow;
}

interface Props {
  target: PlacementTarget | null;
  onClose: () => void;
}

function Subject({ row }: { row: ContentsRow | undefined }) {
  return <ActionSubject manuscripts={row ? [row] : []} testId="placement-subject" />;
}

/** The article a dialog is open for, when the target is this dialog's action. */
const rowFor = (target: PlacementTarget | null, action: PlacementTarget['action']) =>
  target?.action === action ? target.row : undefined;

/**
 * 调整期次: the article goes to the end of another open issue of its journal; over that issue's page
 * budget only once confirmed. Its own issue (`issueId`) is not offered.
 */
export function MoveModal({
  target,
  onClose,
  issueId,
  issues,
}: Props & { issueId: number; issues: SchedulingIssueRow[] }) {
  const t = useSchedulingTexts();
  const pick = usePick();
  const client = useQueryClient();
  const issueName = useIssueName();
  const issueOptions = useIssueOptions();
  const budget = useBudgetConfirm();
  const row = rowFor(target, 'moveIssue');
  const others = issues.filter((i) => i.id !== issueId);
  const title = pick(actionTitle('moveIssue'));
  return (
    <>
      {budget.holder}
      <FormModal<{ issueId: number }, number>
        open={!!row}
        title={title}
        okText={title}
        ready={others.length > 0}
        onSubmit={async (values) => {
          await budget.send(moveTo(row!, values.issueId));
          return values.issueId;
        }}
        onSaved={(to) => {
          const issue = others.find((i) => i.id === to);
          toast('success', t('moved', { issue: issue ? issueName(issue) : '' }));
          void reloadScheduling(client);
        }}
        onStale={() => void reloadScheduling(client)}
        onClose={onClose}
        list={schedulingContents}
        testId="move-form"
      >
        <Subject row={row} />
        {others.length === 0 ? (
          <Empty description={t('noOtherIssue')} />
        ) : (
          <Form.Item
            name="issueId"
            label={t('moveTo')}
            rules={[{ required: true, message: t('pickIssueFirst') }]}
          >
            <Select options={issueOptions(others)} placeholder={t('pickIssue')} data-testid="move-issue" />
          </Form.Item>
        )}
      </FormModal>
    </>
  );
}

/** 修改排期类型: regular, rush (orders the rush fee) or a chosen issue; leaving rush cancels an unpaid rush order. */
export function TypeModal({ target, onClose }: Props) {
  const t = useSchedulingTexts();
  const pick = usePick();
  const client = useQueryClient();
  const row = rowFor(target, 'setSchedulingType');
  const title = pick(actionTitle('setSchedulingType'));
  const current = row?.schedulingType ?? undefined;
  return (
    <FormModal<{ schedulingType: TypeCode }>
      open={!!row}
      title={title}
      okText={title}
      initialValues={{ schedulingType: current as TypeCode | undefined }}
      onSubmit={({ schedulingType }) => changeType(row!, schedulingType)}
      onSaved={() => void reloadScheduling(client)}
      onStale={() => void reloadScheduling(client)}
      successText={t('typeChanged')}
      onClose={onClose}
      list={schedulingContents}
      testId="type-form"
    >
      <Subject row={row} />
      <Form.Item name="schedulingType" label={t('schedulingType')} rules={[{ required: true }]}>
        <Radio.Group>
          {TYPES.map((type) => (
            <Radio key={type} value={type} data-testid={`type-${type}`}>
              {pick(SCHEDULING_TYPE[type]!)}
            </Radio>
          ))}
        </Radio.Group>
      </Form.Item>
      <Form.Item noStyle dependencies={['schedulingType']}>
        {({ getFieldValue }) => {
          const chosen = getFieldValue('schedulingType');
          const note =
            chosen === SchedulingType.RUSH && current !== SchedulingType.RUSH
              ? t('rushNote')
              : chosen !== SchedulingType.RUSH && current === SchedulingType.RUSH
                ? t('leaveRush')
                : null;
          return note && <Alert type="info" showIcon title={note} data-testid="type-note" />;
        }}
      </Form.Item>
    </FormModal>
  );
}

/** 撤出期次: back to the waiting list, with the reason the table asks for (kept in its history). */
export function TakeOutModal({ target, onClose }: Props) {
  const t = useSchedulingTexts();
  const pick = usePick();
  const client = useQueryClient();
  const row = rowFor(target, 'unschedule');
  const title = pick(actionTitle('unschedule'));
  return (
    <FormModal<{ note: string }>
      open={!!row}
      title={title}
      okText={title}
      initialValues={{ note: '' }}
      onSubmit={({ note }) => takeOut(row!, note)}
      onSaved={() => void reloadScheduling(client)}
      onStale={() => void reloadScheduling(client)}
      successText={t('unscheduled')}
      onClose={onClose}
      list={schedulingContents}
      testId="unschedule-form"
    >
      <Subject row={row} />
      <Alert type="warning" showIcon title={t('unscheduleNote')} style={{ marginBottom: 16 }} />
      <NoteField
        schema={unscheduleBody.shape.note}
        required
        label={t('reason')}
        placeholder={t('reasonPlaceholder')}
        testId="unschedule-note"
      />
    </FormModal>
  );
}
