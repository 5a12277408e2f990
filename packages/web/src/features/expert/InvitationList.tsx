import { myInvitations } from '@jb/contract/api/experts';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useCallback, useMemo, useState } from 'react';
import type { FilterField } from '../../components/resourceTable/filters.ts';
import { ResourceTable } from '../../components/resourceTable/ResourceTable.tsx';
import type { RowActionMap } from '../../components/resourceTable/rowActions.ts';
import { formatTime } from '../../lib/formatTime.ts';
import { accept, type InvitationRow } from './api.ts';
import { DeclineModal } from './DeclineModal.tsx';
import { DueDate, FeeStatus, StateTag } from './InvitationTags.tsx';
import { useExpertAreaTexts } from './texts.ts';
import { useOpenInvitation } from './useOpenInvitation.ts';

/** What a row offers, by its state: answer an invitation; open an accepted or reviewed one. */
const ACTIONS_BY_STATE: Record<string, readonly string[]> = {
  invited: ['accept', 'decline'],
  accepted: ['open'],
  submitted: ['view'],
};
const READABLE = new Set(['accepted', 'submitted']);

/** The signed-in expert's invitations and reviews, newest first, filtered by state. */
export function InvitationList() {
  const t = useExpertAreaTexts();
  const { open } = useOpenInvitation();
  const [declining, setDeclining] = useState<InvitationRow | null>(null);

  const filters = useMemo<FilterField[]>(
    () => [
      {
        kind: 'select',
        name: 'state',
        label: t('list.stateFilter'),
        options: (['invited', 'accepted', 'submitted', 'closed'] as const).map((value) => ({
          value,
          label: t(`list.states.${value}`),
        })),
      },
    ],
    [t],
  );

  const columns = useMemo<ColumnsType<InvitationRow>>(
    () => [
      { key: 'articleNo', title: t('list.articleNo'), dataIndex: 'articleNo' },
      {
        key: 'title',
        title: t('list.title'),
        render: (_, r) =>
          READABLE.has(r.state) ? (
            <Button
              type="link"
              size="small"
              onClick={() => open(r.id)}
              data-testid={`invitation-open-${r.id}`}
            >
              {r.manuscriptTitle}
            </Button>
          ) : (
            r.manuscriptTitle
          ),
      },
      { key: 'journal', title: t('list.journal'), dataIndex: 'journalName' },
      { key: 'state', title: t('list.state'), render: (_, r) => <StateTag row={r} /> },
      { key: 'invitedAt', title: t('list.invitedAt'), render: (_, r) => formatTime(r.invitedAt) },
      { key: 'dueAt', title: t('list.dueAt'), render: (_, r) => <DueDate row={r} /> },
      { key: 'fee', title: t('list.fee'), render: (_, r) => <FeeStatus row={r} /> },
    ],
    [t, open],
  );

  const actions = useMemo<RowActionMap<InvitationRow>>(
    () => ({
      accept: {
        label: t('actions.accept'),
        confirm: (row) => ({
          title: t('accept.confirm', { title: row.manuscriptTitle }),
          content: t('accept.content', { due: formatTime(row.dueAt) }),
        }),
        run: (row) => accept(row),
        done: t('accept.done'),
      },
      decline: { label: t('actions.decline'), danger: true, run: (row) => void setDeclining(row) },
      open: { label: t('actions.open'), run: (row) => void open(row.id) },
      view: { label: t('actions.view'), run: (row) => void open(row.id) },
    }),
    [t, open],
  );
  const rowActions = useCallback((row: InvitationRow) => ACTIONS_BY_STATE[row.state] ?? [], []);

  return (
    <>
      <ResourceTable<InvitationRow>
        list={myInvitations}
        columns={columns}
        rowKey={(row) => row.id}
        filters={filters}
        actions={actions}
        rowActions={rowActions}
      />
      <DeclineModal target={declining} onClose={() => setDeclining(null)} />
    </>
  );
}
