import type { JournalRow } from '@jb/contract/schemas/journals';
import { Button, Skeleton, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSave } from '../../../../components/form/useFormSave.ts';
import { LoadError } from '../../../../components/LoadError.tsx';
import { RichTextEditor } from '../../../../components/richText/RichTextEditor.tsx';
import { journalStaleKeys } from '../../../shared/journals/api.ts';
import { saveNotice, useExtras } from '../api.ts';
import { usePeriodicalTexts } from '../texts.ts';

/** The submission notice authors read before submitting (rich text, sanitized by the server). */
export function NoticeTab({ journal }: { journal: JournalRow }) {
  const t = usePeriodicalTexts();
  const { t: tc } = useTranslation();
  const extras = useExtras(journal.id);
  const [html, setHtml] = useState('');
  const { save, saving } = useFormSave(journalStaleKeys(journal.id));
  const canEdit = journal.actions.includes('edit');

  useEffect(() => {
    if (extras.data) setHtml(extras.data.notice);
  }, [extras.data]);

  if (extras.isPending) return <Skeleton active />;
  if (extras.isError) return <LoadError onRetry={() => void extras.refetch()} />;
  const { version } = extras.data;

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Typography.Text type="secondary">{t('notice.hint')}</Typography.Text>
      <RichTextEditor value={html} onChange={setHtml} disabled={!canEdit} testId="notice-editor" />
      {canEdit && (
        <Button
          type="primary"
          loading={saving}
          onClick={() => void save(() => saveNotice(journal.id, version, html))}
          data-testid="notice-save"
        >
          {tc('common.save')}
        </Button>
      )}
    </Space>
  );
}
