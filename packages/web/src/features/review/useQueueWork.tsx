import { REVIEW_CALLS } from '@jb/contract/api/review';
import type { ReviewAction } from '@jb/contract/reviewRows';
import { allocationOf, type ReviewGroup } from '@jb/contract/stageGroups';
import { useQueryClient } from '@tanstack/react-query';
import { Modal } from 'antd';
import { type ReactNode, useCallback, useRef, useState } from 'react';
import { useListChange } from '../../components/resourceTable/useListChange.tsx';
import { usePick } from '../../i18n/useLang.ts';
import { BatchResultModal } from '../shared/manuscripts/WorkflowActionModal.tsx';
import { actionTitle, type BatchLine } from '../shared/manuscripts/workflowText.ts';
import { AssignModal, type AssignTarget } from './AssignModal.tsx';
import { type QueueRow, reloadQueues, sendAction } from './api.ts';
import { InviteModal } from './experts/InviteModal.tsx';
import { MeetingModal } from './MeetingModal.tsx';
import { OneKeyModal, type OneKeyTarget } from './OneKeyModal.tsx';
import { OpinionModal, type OpinionTarget } from './OpinionModal.tsx';
import { callOf, isAuditVerb, uiOf } from './queueActions.ts';
import { useReviewTexts } from './texts.ts';

/** How the work is started: on some rows (one, or the ticked ones as a batch). */
export type Start = (
  action: ReviewAction,
  rows: QueueRow[],
  opts?: { batch?: boolean; untick?: () => void },
) => void;

const nameOf = (m: QueueRow) => `${m.articleNo} ${m.title}`;

/**
 * The work of a stage queue: every review action of a row, of the detail drawer or of a batch,
 * through the dialog the action needs (opinion, allocation, confirmation) or at once, and the
 * one-key allocation. Refusals are shown once; a manuscript someone moved first (409) is said and
 * the queue reloads. Returns `start`, `oneKey` and the dialogs to render.
 */
export function useQueueWork(group: ReviewGroup): {
  start: Start;
  oneKey: (target: OneKeyTarget, untick?: () => void) => void;
  holder: ReactNode;
} {
  const t = useReviewTexts();
  const pick = usePick();
  const client = useQueryClient();
  const change = useListChange(REVIEW_CALLS[group.key].list);
  const [modal, modalHolder] = Modal.useModal();
  const [opinion, setOpinion] = useState<OpinionTarget | null>(null);
  const [assign, setAssign] = useState<AssignTarget | null>(null);
  const [oneKeyTarget, setOneKeyTarget] = useState<OneKeyTarget | null>(null);
  const [lines, setLines] = useState<BatchLine[] | null>(null);
  const [meeting, setMeeting] = useState<QueueRow | null>(null);
  const [invite, setInvite] = useState<QueueRow | null>(null);
  // Unticks a batch's rows once it is done (a cancelled dialog keeps them ticked).
  const untick = useRef<(() => void) | undefined>(undefined);
  const alloc = group.kind === 'allocation' ? group : allocationOf(group);

  const showLines = useCallback((got: BatchLine[]) => {
    untick.current?.();
    untick.current = undefined;
    setLines(got);
  }, []);

  const confirmTexts = useCallback(
    (action: ReviewAction, name: string): { title: string; content: string } | null => {
      switch (action) {
        case 'cancelAssign':
          return { title: t('confirm.cancelAssign', { name }), content: t('confirm.cancelAssignContent') };
        case 'cancelAudit':
          return { title: t('confirm.cancelAudit', { name }), content: t('confirm.cancelAuditContent') };
        case 'confirmAcceptance':
          return {
            title: t('confirm.confirmAcceptance', { name }),
            content: t('confirm.confirmAcceptanceContent'),
          };
        case 'confirmRejection':
          return {
            title: t('confirm.confirmRejection', { name }),
            content: t('confirm.confirmRejectionContent'),
          };
        default:
          return null;
      }
    },
    [t],
  );

  const send = useCallback(
    (action: ReviewAction, row: QueueRow) => {
      const target = callOf(group, action);
      if (!target) return Promise.resolve();
      const done =
        action === 'setAside' ? t('setAsideDone') : action === 'restore' ? t('restoreDone') : t('done');
      return change
        .run(() => sendAction(target, row, { action: isAuditVerb(action) ? action : undefined }), done)
        .then(() => reloadQueues(client));
    },
    [group, change, client, t],
  );

  const start = useCallback<Start>(
    (action, rows, opts = {}) => {
      const batch = opts.batch ?? false;
      if (rows.length === 0) return;
      untick.current = opts.untick;
      const ui = uiOf(action);
      if (ui.opens === 'opinion' && isAuditVerb(action)) {
        setOpinion({ action, manuscripts: rows, batch });
        return;
      }
      if (ui.opens === 'meeting') {
        setMeeting(rows[0]!);
        return;
      }
      if (ui.opens === 'invite') {
        setInvite(rows[0]!);
        return;
      }
      if (ui.opens === 'assign') {
        const journals = new Set(rows.map((r) => r.journalId));
        setAssign({
          manuscripts: rows,
          batch,
          reassign: action === 'reassign',
          journalId: journals.size === 1 ? rows[0]!.journalId : undefined,
        });
        return;
      }
      const row = rows[0]!;
      const ask = ui.opens === 'confirm' ? confirmTexts(action, nameOf(row)) : null;
      if (!ask) {
        void send(action, row);
        return;
      }
      modal.confirm({
        title: ask.title,
        content: ask.content,
        okText: pick(actionTitle(action)),
        okButtonProps: { danger: ui.danger, 'data-testid': 'confirm-ok' },
        cancelButtonProps: { 'data-testid': 'confirm-cancel' },
        onOk: () => send(action, row),
      });
    },
    [confirmTexts, send, modal, pick],
  );

  const oneKey = useCallback((target: OneKeyTarget, unticks?: () => void) => {
    untick.current = unticks;
    setOneKeyTarget(target);
  }, []);

  const holder = (
    <>
      {modalHolder}
      {change.holder}
      {group.kind !== 'allocation' && (
        <OpinionModal group={group} target={opinion} onClose={() => setOpinion(null)} onBatch={showLines} />
      )}
      {alloc && (
        <AssignModal
          queue={group}
          alloc={alloc}
          target={assign}
          onClose={() => setAssign(null)}
          onBatch={showLines}
        />
      )}
      {group.kind === 'allocation' && (
        <OneKeyModal
          alloc={group}
          target={oneKeyTarget}
          onClose={() => setOneKeyTarget(null)}
          onResults={showLines}
        />
      )}
      <BatchResultModal lines={lines} onClose={() => setLines(null)} />
      {group.stage === 'final' && group.kind === 'review' && (
        <MeetingModal group={group} row={meeting} onClose={() => setMeeting(null)} />
      )}
      {group.stage === 'expert' && (
        <InviteModal key={invite?.id ?? 0} row={invite} onClose={() => setInvite(null)} />
      )}
    </>
  );

  return { start, oneKey, holder };
}
