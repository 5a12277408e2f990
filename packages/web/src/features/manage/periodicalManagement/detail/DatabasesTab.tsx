import type { JournalRow } from '@jb/contract/schemas/journals';
import { Button, Select, Skeleton, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSave } from '../../../../components/form/useFormSave.ts';
import { LoadError } from '../../../../components/LoadError.tsx';
import { journalStaleKeys } from '../../../shared/journals/api.ts';
import { saveDatabases, useExtras } from '../api.ts';
import { usePeriodicalTexts } from '../texts.ts';

/** The databases that index the journal (CNKI, Wanfang …), typed as tags. */
export function DatabasesTab({ journal }: { journal: JournalRow }) {
  const t = usePeriodicalTexts();
  const { t: tc } = useTranslation();
  const extras = useExtras(journal.id);
  const [tags, setTags] = useState<string[]>([]);
  const { save, saving } = useFormSave(journalStaleKeys(journal.id));
  const canEdit = journal.actions.includes('edit');

  useEffect(() => {
    if (extras.data) setTags(extras.data.databases);
  }, [extras.data]);

  if (extras.isPending) return <Skeleton active />;
  if (extras.isError) return <LoadError onRetry={() => void extras.refetch()} />;
  const { version } = extras.data;
  const clean = (list: string[]) => [
    ...new Set(list.map((s) => s.trim()).filter((s) => s && s.length <= 40)),
  ];

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Select
        mode="tags"
        value={tags}
        onChange={(list: string[]) => setTags(clean(list))}
        tokenSeparators={[',', '，', '、']}
        placeholder={canEdit ? t('databases.placeholder') : t('databases.none')}
        disabled={!canEdit}
        open={false}
        maxCount={30}
        style={{ width: '100%' }}
        aria-label={t('databases.label')}
        data-testid="databases-input"
      />
      {canEdit && (
        <Button
          type="primary"
          loading={saving}
          onClick={() => void save(() => saveDatabases(journal.id, version, tags))}
          data-testid="databases-save"
        >
          {tc('common.save')}
        </Button>
      )}
    </Space>
  );
}
