import { issueExport } from '@jb/contract/api/issues';
import type { IssueRow } from '@jb/contract/schemas/issues';
import { Button, DatePicker, Flex } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useCan } from '../../../app/usePermissions.ts';
import { useEditor } from '../../../components/formModal/useEditor.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { ExportButton } from '../../../components/resourceTable/ExportButton.tsx';
import { JournalPicker } from '../../shared/journals/JournalPicker.tsx';
import { useJournalParam } from '../../shared/journals/useJournalParam.ts';
import { useIssues } from './api.ts';
import { GenerateYearModal } from './GenerateYearModal.tsx';
import { IssueFormModal } from './IssueFormModal.tsx';
import { IssueRecordsDrawer } from './IssueRecordsDrawer.tsx';
import { IssueTable } from './IssueTable.tsx';
import { useIssueTexts } from './texts.ts';
import { useYearParam } from './useYearParam.ts';

/** /operation/periodicalManage: a journal's issues by year; add, update, make a year's issues, records, export. */
export default function PeriodicalManagePage() {
  const t = useIssueTexts();
  const [journalId, setJournalId] = useJournalParam();
  const [year, setYear] = useYearParam();
  const issues = useIssues(journalId, year);
  const canEdit = useCan('operation.periodicalManage.edit');
  const editor = useEditor<IssueRow>();
  const [generating, setGenerating] = useState(false);
  const [records, setRecords] = useState<IssueRow | null>(null);
  const rows = issues.data ?? [];
  const shownYear = year ?? new Date().getFullYear();
  const lastVolume = [...rows].sort((a, b) => b.year - a.year)[0];

  return (
    <>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <JournalPicker value={journalId} onChange={setJournalId} />
        <DatePicker
          picker="year"
          value={year ? dayjs(`${year}-01-01`) : null}
          onChange={(d) => setYear(d ? d.year() : null)}
          placeholder={t('allYears')}
          data-testid="issue-year"
        />
        {canEdit && journalId && (
          <>
            <Button type="primary" onClick={() => editor.create()} data-testid="table-add">
              {t('add')}
            </Button>
            <Button onClick={() => setGenerating(true)} data-testid="issue-generate">
              {t('generate')}
            </Button>
          </>
        )}
        {journalId && (
          <ExportButton
            call={issueExport}
            query={{ journalId: String(journalId), ...(year ? { year: String(year) } : {}) }}
            fallbackName="issues"
          />
        )}
      </Flex>
      {issues.isError ? (
        <LoadError onRetry={() => void issues.refetch()} />
      ) : (
        <IssueTable
          rows={rows}
          loading={issues.isFetching}
          canEdit={canEdit}
          onEdit={editor.edit}
          onRecords={setRecords}
        />
      )}
      {journalId && (
        <>
          <IssueFormModal
            journalId={journalId}
            year={shownYear}
            rows={rows}
            target={editor.target}
            onClose={editor.close}
          />
          <GenerateYearModal
            journalId={journalId}
            open={generating}
            initial={{
              year: shownYear,
              volume: lastVolume ? lastVolume.volume + (lastVolume.year < shownYear ? 1 : 0) : 1,
              pageBudget: lastVolume?.pageBudget ?? 0,
            }}
            onClose={() => setGenerating(false)}
            onGenerated={setYear}
          />
        </>
      )}
      <IssueRecordsDrawer issue={records} onClose={() => setRecords(null)} />
    </>
  );
}
