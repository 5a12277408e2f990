import { MARK_KINDS, type MarkKind, markBody } from '@jb/contract/schemas/typesetting';
import {
  Button,
  Card,
  Checkbox,
  Empty,
  Flex,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Radio,
  Table,
  Tag,
} from 'antd';
import { lazy, Suspense, useEffect, useState } from 'react';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageLoading } from '../../../components/PageLoading.tsx';
import { useListChange } from '../../../components/resourceTable/useListChange.tsx';
import { formatTime } from '../../../lib/formatTime.ts';
import { NoteField } from '../../shared/manuscripts/ActionFields.tsx';
import type { MarkRow } from './api.ts';
import { useTypesettingTexts } from './texts.ts';
import { canTakeBack, type MarkOps, type MarkValues, noteRequiredFor, resolvedCount } from './typesetting.ts';
import type { Drawn } from './viewer/ProofViewer.tsx';
import { SideBySide } from './viewer/SideBySide.tsx';

/** pdf.js comes with the viewer only, when a PDF is first opened (not in the screen's own code). */
const ProofViewer = lazy(() => import('./viewer/ProofViewer.tsx'));

const KIND_COLORS: Record<MarkKind, string> = {
  highlight: 'gold',
  strike: 'red',
  insert: 'green',
  comment: 'blue',
};

type Change = ReturnType<typeof useListChange>;

/**
 * 添加标注: a mark on a page of the round being read: the area dragged on the PDF (its page taken
 * from it), or, without one, the whole page named here.
 */
function AddMark({
  manuscriptId,
  round,
  ops,
  change,
  drawn,
  onSent,
}: {
  manuscriptId: number;
  round: number;
  ops: MarkOps;
  change: Change;
  drawn: Drawn | null;
  /** After a mark went in, or the area was dropped: the dragged area is used up. */
  onSent: () => void;
}) {
  const t = useTypesettingTexts();
  const [form] = Form.useForm<MarkValues>();
  const kind = Form.useWatch('kind', form);
  const required = noteRequiredFor(kind);
  const shape = markBody.shape;

  // A box dragged on the PDF names the page, and the text under it as the viewer read it.
  useEffect(() => {
    if (drawn) form.setFieldsValue({ page: drawn.page, ...(drawn.quote ? { quote: drawn.quote } : {}) });
  }, [drawn, form]);

  // A refusal is said once (the server's message); a mark that went in clears its words for the next.
  const onFinish = async (values: MarkValues) => {
    const areas = drawn ? [drawn.area] : undefined;
    const page = drawn?.page ?? values.page;
    const added = await change.run(
      () => ops.add(manuscriptId, round, { ...values, page }, areas),
      t('marks.added'),
    );
    if (added) {
      form.resetFields(['quote', 'note']);
      onSent();
    }
  };

  return (
    <Form<MarkValues>
      form={form}
      layout="vertical"
      initialValues={{ kind: 'highlight', page: 1, quote: '', note: '' }}
      onFinish={onFinish}
      data-testid={`add-mark-${round}`}
    >
      <Flex gap={16} wrap>
        <Form.Item name="kind" label={t('marks.kind')} required>
          <Radio.Group data-testid="mark-kind">
            {MARK_KINDS.map((k) => (
              <Radio key={k} value={k} data-testid={`mark-kind-${k}`}>
                {t(`marks.kinds.${k}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <SchemaItem name="page" label={t('marks.page')} schema={shape.page} required>
          <InputNumber
            min={1}
            max={5000}
            precision={0}
            disabled={!!drawn}
            style={{ width: 100 }}
            data-testid="mark-page"
          />
        </SchemaItem>
      </Flex>
      <SchemaItem name="quote" label={t('marks.quote')} schema={shape.quote}>
        <Input maxLength={2000} placeholder={t('marks.quotePlaceholder')} data-testid="mark-quote" />
      </SchemaItem>
      <NoteField
        schema={shape.note}
        required={required}
        requiredMessage={t('marks.noteRequired')}
        label={t('marks.note')}
        placeholder={t('marks.notePlaceholder')}
        extra={
          drawn ? (
            <span data-testid="mark-area">
              {t('marks.drawnArea', { page: drawn.page })}{' '}
              <Button type="link" size="small" onClick={onSent} data-testid="mark-area-clear">
                {t('marks.clearDrawn')}
              </Button>
            </span>
          ) : (
            <span data-testid="mark-area">{t('marks.wholePage')}</span>
          )
        }
        rows={2}
        maxLength={2000}
        testId="mark-note"
      />
      <Button type="primary" htmlType="submit" data-testid="mark-add">
        {t('marks.add')}
      </Button>
    </Form>
  );
}

/**
 * One round's marks, page by page, with their state: resolved by whom and when. The proofreader of
 * the round being read (an editor, or the author on the author site) adds marks and takes back
 * their own; the typesetter correcting the round marks each done or not.
 */
export function RoundMarks({
  manuscriptId,
  round,
  ops,
  marks,
  marking,
  resolving,
  readFileId,
  previous,
  viewOpen = false,
}: {
  manuscriptId: number;
  round: number;
  /** The calls the marks go through (staff or author). */
  ops: MarkOps;
  marks: { data?: MarkRow[]; isPending: boolean; isError: boolean; refetch: () => unknown };
  /** The PDF the round's marks are made on (null before it was handed in). */
  readFileId: number | null;
  /** The round a proofreader marks now (proof k), or null. */
  marking: number | null;
  /** The round the typesetter works through now (revision k), or null. */
  resolving: number | null;
  /** The previous round's PDF and marks (round k-1), to read this proof beside it. */
  previous?: { fileId: number | null; marks: readonly MarkRow[] };
  /** The PDF is shown from the start (the author's page), not only on demand. */
  viewOpen?: boolean;
}) {
  const t = useTypesettingTexts();
  const change = useListChange(ops.list);
  const rows = marks.data ?? [];
  const counted = resolvedCount(rows);
  const open = marking === round;
  const [viewing, setViewing] = useState(viewOpen);
  const resolve = resolving === round ? ops.resolve : undefined;
  const [drawn, setDrawn] = useState<Drawn | null>(null);
  const [comparing, setComparing] = useState(false);
  const [page, setPage] = useState(1);
  const before = previous?.fileId ?? null;

  return (
    <Card
      size="small"
      title={t('marks.roundTitle', { round })}
      extra={
        <Flex gap={8} align="center">
          {readFileId !== null && (
            <Button size="small" onClick={() => setViewing((v) => !v)} data-testid={`viewer-toggle-${round}`}>
              {viewing ? t('viewer.hide') : t('viewer.show')}
            </Button>
          )}
          {viewing && readFileId !== null && before !== null && (
            <Button
              size="small"
              onClick={() => setComparing((c) => !c)}
              data-testid={`compare-toggle-${round}`}
            >
              {comparing ? t('viewer.compareOff') : t('viewer.compare')}
            </Button>
          )}
          <Tag color={open ? 'processing' : 'default'}>{open ? t('marks.open') : t('marks.closed')}</Tag>
          <span data-testid={`marks-summary-${round}`}>{t('marks.summary', counted)}</span>
        </Flex>
      }
      style={{ marginBottom: 16 }}
      data-testid={`marks-round-${round}`}
    >
      {change.holder}
      {viewing && readFileId !== null && comparing && before !== null && (
        <div style={{ marginBottom: 16 }}>
          <SideBySide
            before={{
              fileId: before,
              marks: previous?.marks ?? [],
              title: t('viewer.before', { round: round - 1 }),
            }}
            after={{ fileId: readFileId, marks: rows, title: t('viewer.after') }}
            page={page}
            onPage={setPage}
            read={ops.readPdf}
            drawing={open}
            drawn={drawn}
            onDraw={setDrawn}
            testId={`compare-${round}`}
          />
        </div>
      )}
      {viewing && readFileId !== null && !(comparing && before !== null) && (
        <div style={{ marginBottom: 16 }}>
          <Suspense fallback={<PageLoading />}>
            <ProofViewer
              fileId={readFileId}
              read={ops.readPdf}
              marks={rows}
              drawing={open}
              drawn={drawn}
              onDraw={setDrawn}
              testId={`viewer-${round}`}
            />
          </Suspense>
        </div>
      )}
      {open && (
        <AddMark
          manuscriptId={manuscriptId}
          round={round}
          ops={ops}
          change={change}
          drawn={drawn}
          onSent={() => setDrawn(null)}
        />
      )}
      {marks.isError ? (
        <LoadError onRetry={() => void marks.refetch()} />
      ) : (
        <Table<MarkRow>
          size="small"
          rowKey="id"
          loading={marks.isPending}
          pagination={false}
          dataSource={rows}
          scroll={{ x: 'max-content' }}
          style={{ marginTop: open ? 16 : 0 }}
          onRow={(m) => ({ 'data-testid': `mark-${m.id}` }) as React.HTMLAttributes<HTMLElement>}
          locale={{ emptyText: <Empty description={t('marks.none')} /> }}
          columns={[
            { key: 'page', title: t('marks.page'), dataIndex: 'page', width: 64 },
            {
              key: 'kind',
              title: t('marks.kind'),
              render: (_, m) => {
                const kind = m.kind as MarkKind;
                return (
                  <Tag color={KIND_COLORS[kind] ?? 'default'}>
                    {MARK_KINDS.includes(kind) ? t(`marks.kinds.${kind}`) : m.kind}
                  </Tag>
                );
              },
            },
            { key: 'quote', title: t('marks.quote'), render: (_, m) => m.quote || '-' },
            { key: 'note', title: t('marks.note'), render: (_, m) => m.note || '-' },
            {
              key: 'by',
              title: t('marks.by'),
              render: (_, m) => (
                <Flex gap={4} align="center" wrap={false} data-testid={`mark-by-${m.id}`}>
                  {m.createdByName}
                  {m.byAuthor && <Tag color="purple">{t('marks.author')}</Tag>}
                </Flex>
              ),
            },
            {
              key: 'state',
              title: t('marks.state'),
              render: (_, m) => (
                <Flex gap={8} align="center" wrap data-testid={`mark-state-${m.id}`}>
                  {resolve && (
                    <Checkbox
                      checked={m.resolved}
                      onChange={(e) => void change.run(() => resolve(m, e.target.checked))}
                      data-testid={`mark-done-${m.id}`}
                    >
                      {t('marks.markDone')}
                    </Checkbox>
                  )}
                  {m.carriedFrom !== null && (
                    <Tag color="orange">{t('marks.carried', { round: round - 1 })}</Tag>
                  )}
                  {m.checkResult && (
                    <Tag
                      color={m.checkResult === 'fixed' ? 'success' : 'error'}
                      title={m.checkNote}
                      data-testid={`mark-check-${m.id}`}
                    >
                      {t(m.checkResult === 'fixed' ? 'marks.checkedFixed' : 'marks.checkedNotFixed')}
                    </Tag>
                  )}
                  {m.resolved ? (
                    <Tag color="success">
                      {t('marks.resolvedBy', {
                        name: m.resolvedByName ?? '',
                        time: formatTime(m.resolvedAt),
                      })}
                    </Tag>
                  ) : (
                    <Tag>{t('marks.unresolved')}</Tag>
                  )}
                </Flex>
              ),
            },
            {
              key: 'actions',
              title: '',
              render: (_, m) =>
                canTakeBack(m, marking) && (
                  <Popconfirm
                    title={t('marks.takeBackConfirm')}
                    okButtonProps={{ danger: true, 'data-testid': 'confirm-ok' } as never}
                    onConfirm={() => change.run(() => ops.takeBack(m), t('marks.takenBack'))}
                  >
                    <Button type="link" size="small" danger data-testid={`mark-take-back-${m.id}`}>
                      {t('marks.takeBack')}
                    </Button>
                  </Popconfirm>
                ),
            },
          ]}
        />
      )}
    </Card>
  );
}
