import { PROOF_ROUNDS } from '@jb/contract/enums/journal';
import type { JournalRow } from '@jb/contract/schemas/journals';
import { Button, Checkbox, Radio, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSave } from '../../../components/form/useFormSave.ts';
import { usePick } from '../../../i18n/useLang.ts';
import { journalStaleKeys, saveProofRounds } from './api.ts';
import { useJournalTexts } from './texts.ts';

const ROUNDS = Object.keys(PROOF_ROUNDS).map(Number);

/**
 * A journal's proofreading setting: 3 to 8 rounds of proof and revision (三校三改 … 八校八改), and
 * whether its authors read each round on the submission site beside the editor.
 */
export function ProofRoundsForm({ journal, canEdit }: { journal: JournalRow; canEdit: boolean }) {
  const t = useJournalTexts();
  const { t: tc } = useTranslation();
  const pick = usePick();
  const [rounds, setRounds] = useState(journal.proofRounds);
  const { save, saving } = useFormSave(journalStaleKeys(journal.id));
  const [byAuthor, setByAuthor] = useState(journal.authorProofreads);
  useEffect(() => setRounds(journal.proofRounds), [journal.proofRounds]);
  useEffect(() => setByAuthor(journal.authorProofreads), [journal.authorProofreads]);
  const unchanged = rounds === journal.proofRounds && byAuthor === journal.authorProofreads;

  return (
    <Space orientation="vertical" size="middle" data-testid="proof-rounds">
      <Typography.Text type="secondary">{t('proofHint')}</Typography.Text>
      <Radio.Group
        value={rounds}
        onChange={(e) => setRounds(e.target.value)}
        disabled={!canEdit}
        optionType="button"
      >
        {ROUNDS.map((n) => (
          <Radio.Button key={n} value={n}>
            <span data-testid={`proof-rounds-${n}`}>{pick(PROOF_ROUNDS[n]!)}</span>
          </Radio.Button>
        ))}
      </Radio.Group>
      <Space orientation="vertical" size={0}>
        <Checkbox
          checked={byAuthor}
          onChange={(e) => setByAuthor(e.target.checked)}
          disabled={!canEdit}
          data-testid="author-proofreads"
        >
          {t('authorProofreads')}
        </Checkbox>
        <Typography.Text type="secondary">{t('authorProofreadsHint')}</Typography.Text>
      </Space>
      {canEdit && (
        <Button
          type="primary"
          loading={saving}
          disabled={unchanged}
          onClick={() => void save(() => saveProofRounds(journal, rounds, byAuthor))}
          data-testid="proof-rounds-save"
        >
          {tc('common.save')}
        </Button>
      )}
    </Space>
  );
}
