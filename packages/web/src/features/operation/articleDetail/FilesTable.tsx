import { staffDownload } from '@jb/contract/api/files';
import { Empty, Table, Tag } from 'antd';
import { download } from '../../../api/http.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import { FileActions } from '../../shared/files/FileActions.tsx';
import { canView } from '../../shared/files/openFile.ts';
import type { ManuscriptDetail } from '../../shared/manuscripts/api.ts';
import { formatBytes } from '../../shared/manuscripts/workflowText.ts';
import { useDetailTexts } from './texts.ts';

type FileRow = ManuscriptDetail['files'][number];

/**
 * The manuscript's files, every version, each downloadable with its original name; a PDF or a
 * picture also opens in a new tab (查看).
 */
export function FilesTable({ files }: { files: FileRow[] }) {
  const t = useDetailTexts();

  return (
    <Table<FileRow>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={files}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: <Empty description={t('noFiles')} /> }}
      data-testid="detail-files"
      columns={[
        { key: 'name', title: t('file.name'), dataIndex: 'name' },
        { key: 'role', title: t('file.role'), render: (_, f) => t(`file.roles.${f.role}`) },
        {
          key: 'revision',
          title: t('file.revision'),
          render: (_, f) => (
            <>
              {f.revision === 0 ? t('file.original') : t('file.revisionN', { n: f.revision })}
              {f.final && (
                <Tag color="green" style={{ marginInlineStart: 6 }}>
                  {t('file.final')}
                </Tag>
              )}
            </>
          ),
        },
        { key: 'size', title: t('file.size'), align: 'right', render: (_, f) => formatBytes(f.sizeBytes) },
        { key: 'uploadedBy', title: t('file.uploadedBy'), dataIndex: 'uploadedByName' },
        { key: 'createdAt', title: t('file.uploadedAt'), render: (_, f) => formatTime(f.createdAt) },
        {
          key: 'download',
          title: '',
          render: (_, f) => (
            <FileActions
              name={f.name}
              viewable={canView(f.type)}
              fetchFile={() => download(staffDownload, { query: { id: f.fileId } })}
              viewTestId={`file-view-${f.id}`}
              downloadTestId={`file-download-${f.id}`}
              downloadText={t('file.download')}
            />
          ),
        },
      ]}
    />
  );
}
