import { withdrawable } from '@jb/contract/withdrawalRows';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCan } from '../../../app/usePermissions.ts';
import { type ManuscriptDetail, manuscriptKey } from '../../shared/manuscripts/api.ts';
import { useWithdrawalTexts } from './texts.ts';
import { WithdrawalRecordModal } from './WithdrawalRecordModal.tsx';

/**
 * On the staff manuscript detail: record a withdrawal the author asked for by phone or letter (a
 * status the contract's rule allows; a request already waiting is refused by the server), and, when
 * the answer's `actions` carry a withdrawal decision, the way to 撤稿审核.
 */
export function RecordWithdrawalButton({ m }: { m: ManuscriptDetail }) {
  const t = useWithdrawalTexts();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const mayRecord = useCan('operation.acceptanceWithdrawal.record');
  const [open, setOpen] = useState(false);
  const waiting = m.actions.some((a) => a === 'passWithdrawal' || a === 'rejectWithdrawal');
  return (
    <>
      {waiting && (
        <Button
          onClick={() => void navigate('/operation/acceptanceWithdrawal')}
          data-testid="detail-withdrawal-review"
        >
          {t('review')}
        </Button>
      )}
      {mayRecord && withdrawable(m.status) && !waiting && (
        <Button danger onClick={() => setOpen(true)} data-testid="detail-withdrawal-record">
          {t('record.open')}
        </Button>
      )}
      <WithdrawalRecordModal
        manuscript={open ? m : null}
        onClose={() => setOpen(false)}
        onDone={() => void queryClient.invalidateQueries({ queryKey: manuscriptKey(m.id) })}
      />
    </>
  );
}
