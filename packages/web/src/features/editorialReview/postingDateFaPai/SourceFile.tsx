import { staffDownload } from '@jb/contract/api/files';
import { Empty, Flex, Tag, Typography } from 'antd';
import { download } from '../../../api/http.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import { FileActions } from '../../shared/files/FileActions.tsx';
import { useFinalDraftTexts } from '../../shared/finalDraft/texts.ts';
import type { useProofs } from './api.ts';

type Source = NonNullable<ReturnType<typeof useProofs>['data']>['source'];

/** The manuscript file to typeset: the author's final draft (终稿) when there is one, else the newest version. */
export function SourceFile({ source }: { source: Source }) {
  const t = useFinalDraftTexts();
  return (
    <>
      <Typography.Title level={5}>{t('source')}</Typography.Title>
      {source ? (
        <Flex gap={8} align="center" wrap data-testid="typeset-source">
          <Tag color={source.final ? 'green' : 'default'}>
            {source.final ? t('sourceFinal') : t('sourceLatest')}
          </Tag>
          <Typography.Text>{source.name}</Typography.Text>
          <Typography.Text type="secondary">
            {source.uploadedByName} · {formatTime(source.uploadedAt)}
          </Typography.Text>
          <FileActions
            name={source.name}
            viewable={source.name.toLowerCase().endsWith('.pdf')}
            viewTestId="typeset-source-view"
            fetchFile={() => download(staffDownload, { query: { id: source.fileId } })}
            downloadTestId="typeset-source-download"
          />
        </Flex>
      ) : (
        <Empty description={t('sourceNone')} />
      )}
    </>
  );
}
