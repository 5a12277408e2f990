import { Flex } from 'antd';
import { useCallback } from 'react';
import { useScreenSearchParams } from '../../../app/useScreenSearchParams.ts';
import { JournalPicker } from '../../shared/journals/JournalPicker.tsx';
import { useProofDeskTexts } from './texts.ts';

/** The journal a desk shows (none: all the caller's journals), kept in the URL; a change starts at page 1. */
export function useDeskJournal() {
  const [search, setSearch] = useScreenSearchParams();
  const journalId = Number(search.get('journalId')) || null;
  const setJournal = useCallback(
    (id: number | null) =>
      setSearch(
        (current) => {
          const params = new URLSearchParams(current);
          if (id) params.set('journalId', String(id));
          else params.delete('journalId');
          params.delete('page');
          return params;
        },
        { replace: true },
      ),
    [setSearch],
  );
  return { journalId, setJournal };
}

export function DeskJournal({
  journalId,
  onChange,
}: {
  journalId: number | null;
  onChange: (id: number | null) => void;
}) {
  const t = useProofDeskTexts();
  return (
    <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
      <JournalPicker value={journalId} onChange={onChange} allowNone noneLabel={t('allJournals')} />
    </Flex>
  );
}
