import { Card, Skeleton, Space } from 'antd';
import { useCan } from '../../../app/usePermissions.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { useJournal } from '../../shared/journals/api.ts';
import { JournalPicker } from '../../shared/journals/JournalPicker.tsx';
import { ProofRoundsForm } from '../../shared/journals/ProofRoundsForm.tsx';
import { useJournalParam } from '../../shared/journals/useJournalParam.ts';

/** /organizationalManagement/periodicalTypesetting: how many proof rounds (3 to 8) a journal runs. */
export default function PeriodicalTypesettingPage() {
  const [journalId, setJournalId] = useJournalParam();
  const journal = useJournal(journalId);
  const canEdit = useCan('organizationalManagement.periodicalTypesetting');

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <JournalPicker value={journalId} onChange={setJournalId} />
      {journalId && journal.isPending && <Skeleton active />}
      {journal.isError && <LoadError onRetry={() => void journal.refetch()} />}
      {journal.data && (
        <Card size="small" title={journal.data.name}>
          <ProofRoundsForm journal={journal.data} canEdit={canEdit} />
        </Card>
      )}
    </Space>
  );
}
