import { staffDownload } from '@jb/contract/api/files';
import { Button, Descriptions, Empty, Flex, Table, Typography } from 'antd';
import { download } from '../../../api/http.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { PageLoading } from '../../../components/PageLoading.tsx';
import { formatTime } from '../../../lib/formatTime.ts';
import { FileActions } from '../../shared/files/FileActions.tsx';
import { ManuscriptDrawer } from '../../shared/manuscripts/ManuscriptDrawer.tsx';
import { ManuscriptStatusTag } from '../../shared/manuscripts/ManuscriptStatusTag.tsx';
import { formatBytes } from '../../shared/manuscripts/workflowText.ts';
import { type TypesettingRow, useProofs } from './api.ts';
import { DueDate, useProofFileLabel, useStageLabel } from './cells.tsx';
import { ProofRounds } from './ProofRounds.tsx';
import { SourceFile } from './SourceFile.tsx';
import { useTypesettingTexts } from './texts.ts';
import { markingRound, may } from './typesetting.ts';

type ProofFile = NonNullable<ReturnType<typeof useProofs>['data']>['files'][number];

/** The rounds' PDFs, each opened in a tab or downloaded. */
function ProofFiles({ files }: { files: ProofFile[] }) {
  const t = useTypesettingTexts();
  const fileLabel = useProofFileLabel();
  return (
    <Table<ProofFile>
      size="small"
      rowKey="fileId"
      pagination={false}
      dataSource={files}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty description={t('files.none')} /> }}
      onRow={(f) => ({ 'data-testid': `proof-file-${f.round}` }) as React.HTMLAttributes<HTMLElement>}
      data-testid="proof-files"
      columns={[
        { key: 'round', title: t('files.round'), render: (_, f) => fileLabel(f.round) },
        { key: 'name', title: t('files.name'), dataIndex: 'name' },
        { key: 'size', title: t('files.size'), align: 'right', render: (_, f) => formatBytes(f.sizeBytes) },
        { key: 'uploadedAt', title: t('files.uploadedAt'), render: (_, f) => formatTime(f.uploadedAt) },
        {
          key: 'open',
          title: '',
          render: (_, f) => (
            <FileActions
              name={f.name}
              viewable
              fetchFile={() => download(staffDownload, { query: { id: f.fileId } })}
              viewTestId={`proof-view-${f.round}`}
              downloadTestId={`proof-download-${f.round}`}
            />
          ),
        },
      ]}
    />
  );
}

/**
 * A manuscript's proofs beside the list: its typesetter and due date, the rounds' PDFs, and each
 * round's marks (the newest first). The proofreader marks the round being read and closes it; the
 * typesetter works through the closed round's marks and uploads the revision.
 */
export function ProofDrawer({
  row,
  onClose,
  onEndRound,
  onUpload,
}: {
  row: TypesettingRow | null;
  onClose: () => void;
  onEndRound: (row: TypesettingRow) => void;
  onUpload: (row: TypesettingRow) => void;
}) {
  const t = useTypesettingTexts();
  const stageLabel = useStageLabel();
  const proofs = useProofs(row?.id ?? null);
  const marking = row ? markingRound(row) : null;

  return (
    <ManuscriptDrawer
      open={!!row}
      onClose={onClose}
      m={row ?? undefined}
      fallbackTitle={t('detail')}
      openFullLabel={t('openFull')}
      testId="proof-drawer"
    >
      {row && (
        <>
          <Flex justify="space-between" align="start" gap={16} wrap style={{ marginBottom: 16 }}>
            <Descriptions
              size="small"
              column={{ xs: 1, sm: 2 }}
              style={{ flex: 1, minWidth: 280 }}
              items={[
                {
                  key: 'typesetter',
                  label: t('typesetter'),
                  children: (
                    <span data-testid="proof-typesetter">
                      {proofs.data?.typesetterName ?? row.typesetterName ?? '-'}
                    </span>
                  ),
                },
                {
                  key: 'due',
                  label: t('dueOn'),
                  children: <DueDate dueOn={proofs.data?.dueOn ?? row.dueOn} testId="proof-due" />,
                },
                { key: 'status', label: t('status'), children: <ManuscriptStatusTag status={row.status} /> },
                {
                  key: 'round',
                  label: t('round'),
                  children: <span data-testid="proof-stage">{stageLabel(row.status)}</span>,
                },
              ]}
            />
            <Flex gap={8}>
              {marking !== null && (
                <Button type="primary" onClick={() => onEndRound(row)} data-testid="drawer-end-round">
                  {t('endRound.title')}
                </Button>
              )}
              {may(row, 'uploadProof') && (
                <Button type="primary" onClick={() => onUpload(row)} data-testid="drawer-upload">
                  {t('upload.title')}
                </Button>
              )}
            </Flex>
          </Flex>
          {proofs.data && <SourceFile source={proofs.data.source} />}
          <Typography.Title level={5}>{t('files.title')}</Typography.Title>
          {proofs.isError ? (
            <LoadError onRetry={() => void proofs.refetch()} />
          ) : proofs.isPending ? (
            <PageLoading />
          ) : (
            <ProofFiles files={proofs.data.files} />
          )}
          <ProofRounds row={row} files={proofs.data?.files ?? []} />
        </>
      )}
    </ManuscriptDrawer>
  );
}
