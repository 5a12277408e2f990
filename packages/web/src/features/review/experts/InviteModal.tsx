import { REVIEW_CALLS } from '@jb/contract/api/review';
import type { expertSuggestions } from '@jb/contract/schemas/experts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Empty, Modal, Segmented, Skeleton, Space, Table, Tag, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import type { z } from 'zod';
import { LoadError } from '../../../components/LoadError.tsx';
import { useListChange } from '../../../components/resourceTable/useListChange.tsx';
import { usePick } from '../../../i18n/useLang.ts';
import { type QueueRow, reloadQueues } from '../api.ts';
import { sendInvitations, useSuggestions } from './api.ts';
import { useExpertReviewTexts } from './texts.ts';

type Suggestion = z.infer<typeof expertSuggestions>['experts'][number];
type Choice = 'none' | 'invite' | 'alternate';

/**
 * Inviting experts to review a manuscript (expert review, 50 → 60, or more at 60): the pool's
 * suggestions with their subject match, load and record, a conflict making one uninvitable, and
 * for each the choice to invite them now or rank them as an alternate. It starts with the journal's
 * number of experts (less those still live) chosen from the top of the ranking, and warns when
 * fewer are chosen. Keyed by the manuscript (a new manuscript starts afresh).
 */
export function InviteModal({ row, onClose }: { row: QueueRow | null; onClose: () => void }) {
  const t = useExpertReviewTexts();
  const pick = usePick();
  const client = useQueryClient();
  const change = useListChange(REVIEW_CALLS.expertAllot.list);
  const suggestions = useSuggestions(row?.id ?? null);
  const [experts, setExperts] = useState<number[]>([]);
  const [alternates, setAlternates] = useState<number[]>([]);
  const [sending, setSending] = useState(false);
  const [missing, setMissing] = useState(false);
  const [offered, setOffered] = useState(false);

  // The journal's number of experts, less those of the round still live, offered from the top of the ranking.
  const wanted = suggestions.data ? Math.max(suggestions.data.expertCount - suggestions.data.invited, 0) : 0;
  useEffect(() => {
    if (offered || !suggestions.data) return;
    setOffered(true);
    setExperts(
      suggestions.data.experts
        .filter((s) => s.conflict === null)
        .slice(0, wanted)
        .map((s) => s.id),
    );
  }, [offered, suggestions.data, wanted]);

  const choiceOf = (id: number): Choice =>
    experts.includes(id) ? 'invite' : alternates.includes(id) ? 'alternate' : 'none';
  const choose = (id: number, choice: Choice) => {
    setExperts((list) =>
      choice === 'invite' ? [...list.filter((x) => x !== id), id] : list.filter((x) => x !== id),
    );
    setAlternates((list) =>
      choice === 'alternate' ? [...list.filter((x) => x !== id), id] : list.filter((x) => x !== id),
    );
    if (choice === 'invite') setMissing(false);
  };

  const send = () => {
    if (!row) return;
    if (experts.length === 0) {
      setMissing(true);
      return;
    }
    setSending(true);
    void change
      .run(() => sendInvitations(row, experts, alternates), t('invite.done', { count: experts.length }))
      .then(async (done) => {
        if (done === undefined) return;
        await reloadQueues(client);
        onClose();
      })
      .finally(() => setSending(false));
  };

  const list = suggestions.data?.experts ?? [];
  const fewer = suggestions.data !== undefined && experts.length > 0 && experts.length < wanted;
  return (
    <>
      {change.holder}
      <Modal
        open={row !== null}
        title={row ? t('invite.title', { name: `${row.articleNo} ${row.title}` }) : ''}
        width={980}
        onCancel={onClose}
        onOk={send}
        okText={t('invite.ok')}
        okButtonProps={{ loading: sending, disabled: list.length === 0, 'data-testid': 'invite-ok' }}
        destroyOnHidden
        data-testid="invite-modal"
      >
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Text type="secondary">{t('invite.hint')}</Typography.Text>
          {missing && (
            <Alert type="error" showIcon title={t('invite.required')} data-testid="invite-required" />
          )}
          {fewer && (
            <Alert
              type="warning"
              showIcon
              title={t('invite.fewer', {
                count: suggestions.data!.expertCount,
                invited: suggestions.data!.invited,
                chosen: experts.length,
              })}
              data-testid="invite-fewer"
            />
          )}
          {suggestions.isPending && <Skeleton active />}
          {suggestions.isError && <LoadError onRetry={() => void suggestions.refetch()} />}
          {suggestions.data && (
            <Table<Suggestion>
              size="small"
              rowKey="id"
              dataSource={list}
              pagination={list.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
              scroll={{ x: 'max-content' }}
              locale={{ emptyText: <Empty description={t('invite.noExperts')} /> }}
              data-testid="invite-suggestions"
              columns={[
                {
                  key: 'name',
                  title: t('invite.expert'),
                  render: (_, s) => (
                    <Space size={4} wrap>
                      <Typography.Text strong>{s.name}</Typography.Text>
                      <Typography.Text type="secondary">{s.title}</Typography.Text>
                      {s.subjectMatch && <Tag color="green">{t('invite.subjectMatch')}</Tag>}
                      {s.busy && (
                        <Tag color="orange">{t('invite.busy', { count: s.record.recentInvitations })}</Tag>
                      )}
                    </Space>
                  ),
                },
                { key: 'affiliation', title: t('invite.affiliation'), dataIndex: 'affiliation' },
                {
                  key: 'record',
                  title: t('invite.record'),
                  render: (_, s) => (
                    <Space orientation="vertical" size={0}>
                      <Typography.Text>{t('invite.recordLine', s.record)}</Typography.Text>
                      {s.record.averageDays !== null && (
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                          {t('invite.average', {
                            days: s.record.averageDays,
                            score: s.record.averageScore ?? '—',
                          })}
                        </Typography.Text>
                      )}
                    </Space>
                  ),
                },
                {
                  key: 'choice',
                  title: t('invite.choice'),
                  render: (_, s) =>
                    s.conflict ? (
                      <Tag color="red" data-testid={`invite-conflict-${s.id}`}>
                        {pick(s.conflict)}
                      </Tag>
                    ) : (
                      <Space size={6}>
                        <Segmented<Choice>
                          size="small"
                          value={choiceOf(s.id)}
                          onChange={(v) => choose(s.id, v)}
                          options={[
                            {
                              value: 'none',
                              label: <span data-testid={`invite-none-${s.id}`}>{t('invite.none')}</span>,
                            },
                            {
                              value: 'invite',
                              label: <span data-testid={`invite-pick-${s.id}`}>{t('invite.asInvite')}</span>,
                            },
                            {
                              value: 'alternate',
                              label: (
                                <span data-testid={`invite-alternate-${s.id}`}>
                                  {t('invite.asAlternate')}
                                </span>
                              ),
                            },
                          ]}
                        />
                        {alternates.includes(s.id) && (
                          <Tooltip title={t('invite.asAlternate')}>
                            <Tag>{t('invite.rank', { rank: alternates.indexOf(s.id) + 1 })}</Tag>
                          </Tooltip>
                        )}
                      </Space>
                    ),
                },
              ]}
            />
          )}
          {list.length > 0 && (
            <Typography.Text data-testid="invite-chosen">
              {t('invite.chosen', { experts: experts.length, alternates: alternates.length })}
            </Typography.Text>
          )}
        </Space>
      </Modal>
    </>
  );
}
