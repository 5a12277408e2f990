import {
  authorWithdrawalApply,
  authorWithdrawalCode,
  authorWithdrawalLatest,
} from '@jb/contract/api/withdrawals';
import { SMS_CODE_RESEND_SECONDS } from '@jb/contract/constants';
import { WithdrawalStatus } from '@jb/contract/enums/withdrawal';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { toast } from '../api/notify.ts';
import { formatTime } from '../lib/formatTime.ts';
import { ActionCard } from './ActionCard.tsx';
import { type AuthorManuscriptDetail, asAuthor, mineKey, type SiteJournal } from './api.ts';
import { ReasonItem } from './ReasonItem.tsx';
import { useSiteAction } from './useSiteAction.ts';
import { useWithdrawalTexts } from './withdrawalTexts.ts';

interface Values {
  reason: string;
  code: string;
}

/** The newest withdrawal request's outcome, shown whatever the author may do now. */
function LatestRequest({ journalId, manuscriptId }: { journalId: number; manuscriptId: number }) {
  const t = useWithdrawalTexts();
  const latest = useQuery({
    queryKey: [...mineKey(journalId), 'withdrawal', manuscriptId],
    queryFn: () => asAuthor(journalId, authorWithdrawalLatest, { query: { id: manuscriptId } }),
  });
  const r = latest.data;
  if (!r) return null;
  const at = formatTime(r.decidedAt ?? r.createdAt);
  const [type, text] =
    r.status === WithdrawalStatus.PENDING
      ? (['info', t('pending', { at })] as const)
      : r.status === WithdrawalStatus.PASSED
        ? (['success', t('passed', { at })] as const)
        : (['warning', t('rejected', { at, note: r.decisionNote })] as const);
  return <Alert type={type} showIcon title={text} className="author-block" data-testid="withdrawal-latest" />;
}

/**
 * 撤稿 on a manuscript's page: the newest request's outcome, and while the manuscript's `actions`
 * offer `withdraw`, the form: a reason and the code sent by SMS to the account's phone.
 */
export function WithdrawalCard({
  journal,
  m,
  offered,
}: {
  journal: SiteJournal;
  m: AuthorManuscriptDetail;
  offered: boolean;
}) {
  const t = useWithdrawalTexts();
  const [form] = Form.useForm<Values>();
  const { busy, error, setError, send } = useSiteAction<Values>(journal.id, form, (path) =>
    path === 'reason' ? 'reason' : 'code',
  );
  const [wait, setWait] = useState(0);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait(wait - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);
  const sendCode = async () => {
    setError(null);
    try {
      await asAuthor(journal.id, authorWithdrawalCode, { body: { manuscriptId: m.id } });
      toast('success', t('codeSent'));
      setWait(SMS_CODE_RESEND_SECONDS);
    } catch {
      // The client has shown why.
    }
  };
  return (
    <>
      <LatestRequest journalId={journal.id} manuscriptId={m.id} />
      {offered ? (
        <ActionCard
          title={t('title')}
          testId="withdrawal"
          error={error}
          notice={<Alert type="warning" showIcon title={t('hint')} />}
        >
          <Form<Values>
            form={form}
            layout="vertical"
            style={{ marginTop: 12 }}
            onFinish={(v) =>
              void send(
                authorWithdrawalApply,
                { body: { manuscriptId: m.id, reason: v.reason.trim(), code: v.code.trim() } },
                t('sent'),
              )
            }
          >
            <ReasonItem label={t('reason')} placeholder={t('reasonPlaceholder')} testId="withdrawal-reason" />
            <Form.Item label={t('code')} required>
              <Space.Compact>
                <Form.Item name="code" noStyle rules={[{ required: true, message: t('required') }]}>
                  <Input
                    maxLength={6}
                    inputMode="numeric"
                    style={{ width: 140 }}
                    data-testid="withdrawal-code"
                  />
                </Form.Item>
                <Button
                  disabled={wait > 0}
                  onClick={() => void sendCode()}
                  data-testid="withdrawal-send-code"
                >
                  {wait > 0 ? t('resend', { n: wait }) : t('sendCode')}
                </Button>
              </Space.Compact>
            </Form.Item>
            <Button type="primary" danger htmlType="submit" loading={busy} data-testid="withdrawal-submit">
              {t('submit')}
            </Button>
          </Form>
        </ActionCard>
      ) : null}
    </>
  );
}
