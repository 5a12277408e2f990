import { MARK_KINDS, type MarkKind } from '@jb/contract/schemas/typesetting';
import { Status } from '@jb/contract/workflow';
import { Alert, Button, Empty, Flex, Form, Input, Modal, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { LoadError } from '../../../components/LoadError.tsx';
import { useListChange } from '../../../components/resourceTable/useListChange.tsx';
import { formatTime } from '../../../lib/formatTime.ts';
import { ManuscriptDrawer } from '../../shared/manuscripts/ManuscriptDrawer.tsx';
import { type MarkRow, STAFF_MARK_OPS, useRoundMarks } from '../postingDateFaPai/api.ts';
import { useTypesettingTexts } from '../postingDateFaPai/texts.ts';
import { SideBySide } from '../postingDateFaPai/viewer/SideBySide.tsx';
import { type CheckRow, checkList, recordCheck } from './api.ts';
import { focusedMark, marksOnPage, nextToCheck } from './desk.ts';
import { useProofDeskTexts } from './texts.ts';

/** 未改正: what is still wrong (required); the mark goes into the next round. */
function NotFixedModal({
  mark,
  onClose,
  onSave,
}: {
  mark: MarkRow | null;
  onClose: () => void;
  onSave: (note: string) => Promise<unknown>;
}) {
  const t = useProofDeskTexts();
  const [form] = Form.useForm<{ note: string }>();
  return (
    <Modal
      open={!!mark}
      title={t('check.notFixedTitle')}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ 'data-testid': 'not-fixed-ok' } as never}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => void onSave(v.note)} initialValues={{ note: '' }}>
        <Form.Item
          name="note"
          rules={[{ required: true, whitespace: true, message: t('check.noteRequired') }]}
        >
          <Input.TextArea
            rows={3}
            maxLength={2000}
            placeholder={t('check.notePlaceholder')}
            data-testid="not-fixed-note"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * The check of round k beside the list: for the mark in hand, the page it is on in the proof read in
 * round k (the mark drawn there) beside the same page of revision k; each mark recorded fixed, or not
 * fixed with a note (carried into round k+1). The next unchecked mark follows each finding.
 */
export function CheckDrawer({ row, onClose }: { row: CheckRow | null; onClose: () => void }) {
  const t = useProofDeskTexts();
  const tt = useTypesettingTexts();
  const [marksQuery] = useRoundMarks(row?.id ?? 0, row ? [row.round] : []);
  const change = useListChange(checkList);
  const marks = marksQuery?.data ?? [];
  const [picked, setPicked] = useState<number | null>(null);
  const [page, setPage] = useState<number | null>(null);
  const [asking, setAsking] = useState<MarkRow | null>(null);
  const focusedId = focusedMark(marks, picked);
  const focused = marks.find((m) => m.id === focusedId) ?? null;
  const shownPage = page ?? focused?.page ?? 1;
  const pick = (m: MarkRow) => {
    setPicked(m.id);
    setPage(null);
  };

  const save = async (m: MarkRow, fixed: boolean, note = '') => {
    const done = await change.run(
      () => recordCheck(m, fixed, note),
      fixed ? t('check.savedFixed') : t('check.savedNotFixed'),
    );
    if (!done) return;
    setAsking(null);
    await marksQuery?.refetch();
    setPicked(nextToCheck(marks, m.id) ?? m.id);
    setPage(null);
  };

  return (
    <ManuscriptDrawer
      open={!!row}
      onClose={() => {
        setPicked(null);
        setPage(null);
        onClose();
      }}
      m={row ?? undefined}
      fallbackTitle={t('check.open')}
      openFullLabel={tt('openFull')}
      testId="check-drawer"
    >
      {change.holder}
      {row && (
        <>
          <Typography.Title level={5}>{t('check.title', { round: row.round })}</Typography.Title>
          <Typography.Paragraph type="secondary">
            {t('check.hint', { round: row.round })}
          </Typography.Paragraph>
          {row.status === Status.FILM_OUTPUT && (
            <Alert type="warning" showIcon title={t('check.filmOutput')} />
          )}
          {marks.length > 0 && marks.every((m) => m.checkResult !== null) && (
            <Alert type="success" showIcon title={t('check.allDone')} data-testid="check-all-done" />
          )}
          {focused && row.oldFileId !== null && row.newFileId !== null && (
            <div style={{ margin: '12px 0' }}>
              <SideBySide
                before={{
                  fileId: row.oldFileId,
                  marks: marksOnPage(marks, focused),
                  title: t('check.before', { round: row.round }),
                }}
                after={{ fileId: row.newFileId, marks: [], title: t('check.after') }}
                page={shownPage}
                onPage={setPage}
                read={STAFF_MARK_OPS.readPdf}
                testId="check-compare"
              />
            </div>
          )}
          {marksQuery?.isError ? (
            <LoadError onRetry={() => void marksQuery.refetch()} />
          ) : (
            <Table<MarkRow>
              size="small"
              rowKey="id"
              loading={marksQuery?.isPending}
              pagination={false}
              dataSource={marks}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: <Empty description={tt('marks.none')} /> }}
              rowClassName={(m) => (m.id === focusedId ? 'ant-table-row-selected' : '')}
              onRow={(m) =>
                ({
                  'data-testid': `check-mark-${m.id}`,
                  onClick: () => pick(m),
                }) as React.HTMLAttributes<HTMLElement>
              }
              columns={[
                { key: 'page', title: tt('marks.page'), render: (_, m) => t('check.page', { page: m.page }) },
                {
                  key: 'kind',
                  title: tt('marks.kind'),
                  render: (_, m) =>
                    MARK_KINDS.includes(m.kind as MarkKind)
                      ? tt(`marks.kinds.${m.kind as MarkKind}`)
                      : m.kind,
                },
                { key: 'quote', title: tt('marks.quote'), render: (_, m) => m.quote || '-' },
                { key: 'note', title: tt('marks.note'), render: (_, m) => m.note || '-' },
                {
                  key: 'resolved',
                  title: tt('marks.state'),
                  render: (_, m) =>
                    m.resolved ? (
                      <Tag color="success">{tt('marks.markDone')}</Tag>
                    ) : (
                      <Tag>{tt('marks.unresolved')}</Tag>
                    ),
                },
                {
                  key: 'check',
                  title: t('check.state'),
                  render: (_, m) => (
                    <span data-testid={`check-state-${m.id}`}>
                      {m.checkResult === null ? (
                        <Tag>{t('check.none')}</Tag>
                      ) : (
                        <Tag color={m.checkResult === 'fixed' ? 'success' : 'error'} title={m.checkNote}>
                          {t(m.checkResult === 'fixed' ? 'check.fixed' : 'check.notFixed')}{' '}
                          {t('check.by', { name: m.checkedByName ?? '', time: formatTime(m.checkedAt) })}
                        </Tag>
                      )}
                    </span>
                  ),
                },
                {
                  key: 'actions',
                  title: '',
                  render: (_, m) => (
                    <Flex gap={4} onClick={(e) => e.stopPropagation()}>
                      <Button
                        size="small"
                        onClick={() => void save(m, true)}
                        data-testid={`check-fixed-${m.id}`}
                      >
                        {t('check.fixed')}
                      </Button>
                      <Button
                        size="small"
                        danger
                        onClick={() => setAsking(m)}
                        data-testid={`check-not-fixed-${m.id}`}
                      >
                        {t('check.notFixed')}
                      </Button>
                    </Flex>
                  ),
                },
              ]}
            />
          )}
          <NotFixedModal
            mark={asking}
            onClose={() => setAsking(null)}
            onSave={(note) => (asking ? save(asking, false, note) : Promise.resolve())}
          />
        </>
      )}
    </ManuscriptDrawer>
  );
}
