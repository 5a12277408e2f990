import { Empty, List, Typography } from 'antd';
import { FileActions } from '../shared/files/FileActions.tsx';
import { canView } from '../shared/files/openFile.ts';
import { formatBytes } from '../shared/manuscripts/workflowText.ts';
import { type ExpertManuscript, fetchFile } from './api.ts';
import { useExpertAreaTexts } from './texts.ts';

type File = ExpertManuscript['files'][number];

/**
 * The manuscript's versions, each downloaded under a name that does not tell its authors; a PDF or a
 * picture also opens in a new tab (查看).
 */
export function ManuscriptFiles({ invitationId, files }: { invitationId: number; files: File[] }) {
  const t = useExpertAreaTexts();

  return (
    <div style={{ marginTop: 16 }}>
      <Typography.Text strong>{t('manuscript.files')}</Typography.Text>
      {files.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('manuscript.noFiles')} />
      ) : (
        <List
          size="small"
          dataSource={files}
          renderItem={(f) => (
            <List.Item
              actions={[
                <FileActions
                  key="actions"
                  name={f.name}
                  viewable={canView(f.type)}
                  fetchFile={() => fetchFile(invitationId, f)}
                  viewTestId={`expert-file-view-${f.id}`}
                  downloadTestId={`expert-file-${f.id}`}
                  downloadText={t('manuscript.download')}
                />,
              ]}
            >
              <List.Item.Meta
                title={f.name}
                description={`${f.revision ? t('manuscript.revision', { n: f.revision }) : t('manuscript.original')} · ${formatBytes(f.sizeBytes)}`}
              />
            </List.Item>
          )}
        />
      )}
    </div>
  );
}
