import { productionIssues, productionYears } from '@jb/contract/api/issueProduction';
import type { IssueLevelAction } from '@jb/contract/productionRows';
import { Flex, Select } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import type { RowActionMap } from '../../../components/resourceTable/rowActions.ts';
import { usePick } from '../../../i18n/useLang.ts';
import { JournalPicker } from '../../shared/journals/JournalPicker.tsx';
import { actionTitle } from '../../shared/manuscripts/workflowText.ts';
import { useIssueName } from '../manuscriptScheduling/IssueBar.tsx';
import {
  type ProductionIssueRow,
  sendIssueToPress,
  startIssueMailing,
  useIssueYears,
  type YearsCall,
} from './api.ts';
import { FilmUploadModal } from './FilmUploadModal.tsx';
import { AlterationModal, CompletePrintingModal, StartPrintingModal } from './IssueActionModals.tsx';
import { FilmCell, IssueStatusCell, PrintingCell } from './IssueCells.tsx';
import { ACTION_DIALOG, chosenYear, STAGE_ACTIONS, type Stage, stageActions } from './production.ts';
import { useProductionTexts } from './texts.ts';
import { useProductionParams } from './useProductionParams.ts';

/** The dialog open for an issue: which action, on which row. */
interface Target {
  action: IssueLevelAction;
  row: ProductionIssueRow;
}

/**
 * The journal and year pickers above every issue production list (journal and year kept in the URL);
 * `years`: the screen's call of a journal's years (production's by default).
 */
export function JournalYearPickers({ years: yearsCall = productionYears }: { years?: YearsCall }) {
  const t = useProductionTexts();
  const { journalId, year, setJournal, setYear } = useProductionParams();
  const years = useIssueYears(yearsCall, journalId);
  // A year with no issues in production for this journal (a shared link, a journal switched) is dropped.
  useEffect(() => {
    if (chosenYear(years.data, year) !== year) setYear(null);
  }, [year, years.data, setYear]);
  return (
    <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
      <JournalPicker value={journalId} onChange={setJournal} />
      {journalId && (
        <Select<number>
          value={year ?? 0}
          onChange={(next) => setYear(next || null)}
          loading={years.isPending}
          options={[
            { value: 0, label: t('allYears') },
            ...(years.data ?? []).map((y) => ({ value: y, label: String(y) })),
          ]}
          style={{ minWidth: 140 }}
          aria-label={t('year')}
          data-testid="year-picker"
        />
      )}
    </Flex>
  );
}

/**
 * One stage's issues of the chosen journal (and year), newest first, paged on the server: the issue,
 * its articles, status, newest film and printing record, and the buttons its `actions` allow on
 * this screen (出片改片 uploads; 清样确认 asks for an alteration or sends to press; 印刷 starts and
 * completes printing). Each button opens its dialog or asks first; the list reloads after a change.
 */
export function IssueStageList({ stage }: { stage: Stage }) {
  const t = useProductionTexts();
  const pick = usePick();
  const issueName = useIssueName();
  const { journalId, year } = useProductionParams();
  const [target, setTarget] = useState<Target | null>(null);

  const columns = useMemo<ColumnsType<ProductionIssueRow>>(
    () => [
      {
        key: 'issue',
        title: t('issue'),
        render: (_, r) => (
          <span style={{ whiteSpace: 'nowrap' }} data-testid={`issue-name-${r.id}`}>
            {issueName(r)}
          </span>
        ),
      },
      { key: 'plannedDate', title: t('plannedDate'), dataIndex: 'plannedDate' },
      {
        key: 'articles',
        title: t('articles'),
        align: 'right',
        render: (_, r) => <span data-testid={`issue-articles-${r.id}`}>{r.articles}</span>,
      },
      { key: 'status', title: t('status'), render: (_, r) => <IssueStatusCell row={r} /> },
      { key: 'film', title: t('film'), render: (_, r) => <FilmCell row={r} /> },
      ...(stage === 'printing'
        ? [
            {
              key: 'printing',
              title: t('printing'),
              render: (_: unknown, r: ProductionIssueRow) => <PrintingCell row={r} />,
            },
          ]
        : []),
    ],
    [t, issueName, stage],
  );

  const actions = useMemo<RowActionMap<ProductionIssueRow>>(() => {
    const open = (action: IssueLevelAction) => (row: ProductionIssueRow) => {
      setTarget({ action, row });
      return undefined;
    };
    const map: RowActionMap<ProductionIssueRow> = {};
    for (const action of STAGE_ACTIONS[stage]) {
      const label = action === 'outputFilm' ? t('outputFilm') : pick(actionTitle(action));
      // The two steps that only ask first: to press, and (once printed) the mailing.
      const asked = action === 'startMailing' ? 'mail' : 'press';
      const send = action === 'startMailing' ? startIssueMailing : sendIssueToPress;
      map[action] =
        ACTION_DIALOG[action] === 'confirm'
          ? {
              label,
              confirm: (row) => ({
                title: t(`${asked}.title`, { issue: issueName(row) }),
                content: t(`${asked}.content`, { count: row.articles }),
              }),
              run: (row) => send(row.id),
              done: t(`${asked}.done`),
            }
          : { label, run: open(action) };
    }
    return map;
  }, [stage, t, pick, issueName]);
  const rowActions = useMemo(() => (row: ProductionIssueRow) => stageActions(row, stage), [stage]);

  const params = useMemo(
    () => ({
      journalId: String(journalId ?? 0),
      stage,
      ...(year ? { year: String(year) } : {}),
    }),
    [journalId, stage, year],
  );
  const close = () => setTarget(null);
  const rowFor = (dialog: (typeof ACTION_DIALOG)[IssueLevelAction]) =>
    target && ACTION_DIALOG[target.action] === dialog ? target.row : null;

  if (!journalId) return null;
  return (
    <>
      <ResourceTable<ProductionIssueRow>
        list={productionIssues}
        columns={columns}
        rowKey={(r) => r.id}
        actions={actions}
        rowActions={rowActions}
        params={params}
      />
      <FilmUploadModal
        row={rowFor('upload')}
        action={target?.action === 'alterFilm' ? 'alterFilm' : 'outputFilm'}
        onClose={close}
      />
      <AlterationModal row={rowFor('alteration')} onClose={close} />
      <StartPrintingModal row={rowFor('startPrinting')} onClose={close} />
      <CompletePrintingModal row={rowFor('completePrinting')} onClose={close} />
    </>
  );
}

/** A screen of one stage: the pickers, then its list (or what `children` puts in its place: tabs). */
export function IssueStageScreen({ stage, children }: { stage: Stage; children?: ReactNode }) {
  return (
    <>
      <JournalYearPickers />
      {children ?? <IssueStageList stage={stage} />}
    </>
  );
}
