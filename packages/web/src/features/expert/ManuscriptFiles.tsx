import { Button, Empty, List, Typography } from 'antd';
import { useState } from 'react';
import { formatBytes } from '../shared/manuscripts/workflowText.ts';
import { downloadFile, type ExpertManuscript } from './api.ts';
import { useExpertAreaTexts } from './texts.ts';

type File = ExpertManuscript['files'][number];

/** The manuscript's versions, each downloaded under a name that does not tell its authors. */
export function ManuscriptFiles({ invitationId, files }: { invitationId: number; files: File[] }) {
  const t = useExpertAreaTexts();
  const [busy, setBusy] = useState<number | null>(null);

  const get = async (file: File) => {
    setBusy(file.id);
    try {
      await downloadFile(invitationId, file);
    } catch {
      // The http client has shown why.
    } finally {
      setBusy(null);
    }
  };

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
                <Button
                  key="download"
                  type="link"
                  size="small"
                  loading={busy === f.id}
                  onClick={() => void get(f)}
                  data-testid={`expert-file-${f.id}`}
                >
                  {t('manuscript.download')}
                </Button>,
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
