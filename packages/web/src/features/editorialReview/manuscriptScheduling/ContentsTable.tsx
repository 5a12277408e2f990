import { schedulingContents } from '@jb/contract/api/scheduling';
import { SCHEDULING_TYPE, SchedulingType } from '@jb/contract/enums/manuscript';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Empty, Flex, InputNumber, Modal, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { type HTMLAttributes, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { useRowDrag } from '../../../components/resource/useRowDrag.ts';
import { RowActions } from '../../../components/resourceTable/RowActions.tsx';
import type { RowActionMap } from '../../../components/resourceTable/rowActions.ts';
import { useListChange } from '../../../components/resourceTable/useListChange.tsx';
import { usePick } from '../../../i18n/useLang.ts';
import { ManuscriptTitle } from '../../shared/manuscripts/ManuscriptCells.tsx';
import { ManuscriptStatusTag } from '../../shared/manuscripts/ManuscriptStatusTag.tsx';
import { OrderBadges } from '../../shared/manuscripts/OrderBadges.tsx';
import { useManuscriptTexts } from '../../shared/manuscripts/texts.ts';
import { actionTitle } from '../../shared/manuscripts/workflowText.ts';
import {
  type ContentsRow,
  pagesOf,
  reloadScheduling,
  reorder,
  type SchedulingIssueRow,
  useIssueContents,
} from './api.ts';
import { MoveModal, type PlacementTarget, TakeOutModal, TypeModal } from './PlacementModals.tsx';
import { isOpen, pageRange, pagesEditable, ROW_ACTIONS, reorderedIds, rowActions } from './scheduling.ts';
import { useSchedulingTexts } from './texts.ts';
import { useBudgetConfirm } from './useBudgetConfirm.tsx';

const TYPE_COLORS: Record<number, string> = {
  [SchedulingType.REGULAR]: 'default',
  [SchedulingType.RUSH]: 'red',
  [SchedulingType.CHOSEN]: 'blue',
};

/**
 * An article's planned pages, changed in place: saved when the field is left or Enter is pressed,
 * over the issue's budget only once confirmed; a declined or refused change shows the stored pages again.
 */
function PagesInput({
  row,
  editable,
  save,
}: {
  row: ContentsRow;
  editable: boolean;
  save: (pages: number) => Promise<unknown>;
}) {
  const [value, setValue] = useState<number | null>(row.pages);
  useEffect(() => setValue(row.pages), [row.pages]);
  if (!editable) return <span data-testid={`pages-${row.id}`}>{row.pages}</span>;
  const commit = () => {
    if (value === null || value === row.pages) {
      setValue(row.pages);
      return;
    }
    void save(value).then((ok) => {
      if (ok === undefined) setValue(row.pages);
    });
  };
  return (
    <InputNumber
      size="small"
      min={0}
      max={999}
      precision={0}
      value={value}
      onChange={setValue}
      onBlur={commit}
      onPressEnter={commit}
      style={{ width: 72 }}
      aria-label={`${row.articleNo} pages`}
      data-testid={`pages-input-${row.id}`}
    />
  );
}

/**
 * 本期目录: the chosen issue's table of contents in order, with each article's pages (changed in
 * place), its page range, scheduling type and orders. People who may schedule reorder it by dragging
 * rows or with Up and Down (buttons, so keyboards reach them), and move, retype or take out the
 * articles still waiting in it; those already in production keep only their place in the order. A
 * published issue's contents are shown as they are.
 */
export function ContentsTable({
  issue,
  openIssues,
  canSchedule,
}: {
  issue: SchedulingIssueRow;
  /** The journal's issues that still take articles (where one can move to). */
  openIssues: SchedulingIssueRow[];
  canSchedule: boolean;
}) {
  const t = useSchedulingTexts();
  const tm = useManuscriptTexts();
  const { t: tt } = useTranslation();
  const pick = usePick();
  const client = useQueryClient();
  const contents = useIssueContents(issue.id);
  const change = useListChange(schedulingContents);
  const budget = useBudgetConfirm();
  const [modal, modalHolder] = Modal.useModal();
  const [target, setTarget] = useState<PlacementTarget | null>(null);
  const [rows, setRows] = useState<ContentsRow[]>([]);
  useEffect(() => setRows(contents.data?.rows ?? []), [contents.data]);

  const open = isOpen(issue);
  const canArrange = canSchedule && open;

  /** A change of the contents: the screen's lists reload after it, whatever came of it. */
  const run = async <R,>(send: () => Promise<R>, done?: string) => {
    const result = await change.run(send, done);
    await reloadScheduling(client);
    return result;
  };

  const move = (from: number, to: number) => {
    const ids = reorderedIds(rows, from, to);
    if (ids.every((id, k) => id === rows[k]?.id)) return;
    setRows(ids.map((id) => rows.find((r) => r.id === id)!));
    void run(() => reorder(issue.id, ids), tt('resource.sorted'));
  };
  const dragProps = useRowDrag(canArrange && rows.length > 1, move);

  const actions = useMemo<RowActionMap<ContentsRow>>(
    () =>
      Object.fromEntries(
        ROW_ACTIONS.map((action) => [
          action,
          {
            label: pick(actionTitle(action)),
            danger: action === 'unschedule',
            run: (row: ContentsRow) => void setTarget({ action, row }),
          },
        ]),
      ),
    [pick],
  );

  const columns: ColumnsType<ContentsRow> = [
    {
      key: 'position',
      title: t('position'),
      fixed: 'left',
      render: (_, r, index) => (
        <Flex gap={2} align="center" style={{ whiteSpace: 'nowrap' }}>
          <span title={canArrange ? t('dragHint') : undefined} data-testid={`position-${r.id}`}>
            {canArrange ? '⋮⋮ ' : ''}
            {index + 1}
          </span>
          {canArrange && (
            <>
              <Button
                type="text"
                size="small"
                disabled={index === 0}
                onClick={() => move(index, index - 1)}
                aria-label={tt('resource.up')}
                title={tt('resource.up')}
                data-testid={`row-up-${r.id}`}
              >
                ↑
              </Button>
              <Button
                type="text"
                size="small"
                disabled={index === rows.length - 1}
                onClick={() => move(index, index + 1)}
                aria-label={tt('resource.down')}
                title={tt('resource.down')}
                data-testid={`row-down-${r.id}`}
              >
                ↓
              </Button>
            </>
          )}
        </Flex>
      ),
    },
    { key: 'articleNo', title: tm('articleNo'), dataIndex: 'articleNo' },
    {
      key: 'title',
      title: tm('title'),
      render: (_, r) => <ManuscriptTitle title={r.title}>{(shown) => <span>{shown}</span>}</ManuscriptTitle>,
    },
    { key: 'columnName', title: tm('column'), dataIndex: 'columnName' },
    { key: 'authorName', title: tm('author'), dataIndex: 'authorName' },
    {
      key: 'pages',
      title: t('pages'),
      render: (_, r) => (
        <PagesInput
          row={r}
          editable={open && pagesEditable(r, canSchedule)}
          save={(pages) => run(() => budget.send(pagesOf(r.id, pages)), t('pagesSaved'))}
        />
      ),
    },
    {
      key: 'pageRange',
      title: t('pageRange'),
      render: (_, r) => (
        <span data-testid={`page-range-${r.id}`} style={{ whiteSpace: 'nowrap' }}>
          {pageRange(r) ?? <Typography.Text type="secondary">{t('pagesUnknown')}</Typography.Text>}
        </span>
      ),
    },
    {
      key: 'schedulingType',
      title: t('schedulingType'),
      render: (_, r) =>
        r.schedulingType === null ? (
          '-'
        ) : (
          <Tag color={TYPE_COLORS[r.schedulingType]} data-testid={`type-tag-${r.id}`}>
            {pick(SCHEDULING_TYPE[r.schedulingType] ?? { zh: '-', en: '-' })}
          </Tag>
        ),
    },
    {
      key: 'status',
      title: t('status'),
      render: (_, r) => <ManuscriptStatusTag status={r.status} testId={`contents-status-${r.id}`} />,
    },
    {
      key: 'orders',
      title: tm('orders'),
      render: (_, r) => (
        <div data-testid={`orders-${r.id}`}>
          <OrderBadges orders={r.orders} />
        </div>
      ),
    },
  ];
  // The three changes wrap onto lines within the column (their English names are long).
  if (open && canSchedule)
    columns.push({
      key: 'actions',
      title: t('actions'),
      fixed: 'right',
      width: 180,
      render: (_, r) => (
        <RowActions
          row={r}
          id={r.id}
          map={actions}
          listed={rowActions(r, canSchedule)}
          modal={modal}
          run={change.run}
        />
      ),
    });

  if (contents.isError && !contents.data) return <LoadError onRetry={() => void contents.refetch()} />;
  return (
    <div data-testid="contents">
      {modalHolder}
      {change.holder}
      {budget.holder}
      {!open && <Alert type="info" showIcon title={t('published')} style={{ marginBottom: 12 }} />}
      {canArrange && rows.length > 1 && (
        <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
          {t('dragHint')}
        </Typography.Paragraph>
      )}
      <Table<ContentsRow>
        size="middle"
        rowKey="id"
        loading={contents.isFetching}
        dataSource={rows}
        columns={columns}
        pagination={false}
        scroll={{ x: 'max-content' }}
        onRow={(row, index = 0) =>
          ({ ...dragProps(index), 'data-testid': `contents-row-${row.id}` }) as HTMLAttributes<HTMLElement>
        }
        locale={{ emptyText: <Empty description={t('emptyContents')} data-testid="contents-empty" /> }}
      />
      <MoveModal target={target} onClose={() => setTarget(null)} issueId={issue.id} issues={openIssues} />
      <TypeModal target={target} onClose={() => setTarget(null)} />
      <TakeOutModal target={target} onClose={() => setTarget(null)} />
    </div>
  );
}
