import { Button, Space } from 'antd';
import { useState } from 'react';
import type { DownloadedFile } from '../../../api/http.ts';
import { saveBlob } from '../../../lib/saveBlob.ts';
import { viewInNewTab } from './openFile.ts';
import { useFileTexts } from './texts.ts';

interface Props {
  /** The file's name: saved under it when the server names none. */
  name: string;
  /** The browser shows it itself (canView of its type): 查看 is offered. */
  viewable: boolean;
  /** The signed call that fetches its bytes (staff, expert or author download). */
  fetchFile: () => Promise<DownloadedFile>;
  downloadTestId: string;
  viewTestId: string;
  /** The download button's words, when not 下载. */
  downloadText?: string;
}

/**
 * A file's actions: 查看 opens a PDF or a picture in a new tab, 下载 saves it under its original name.
 * Each shows it is busy while the file comes.
 */
export function FileActions({ name, viewable, fetchFile, downloadTestId, viewTestId, downloadText }: Props) {
  const t = useFileTexts();
  const [busy, setBusy] = useState<'view' | 'download' | null>(null);

  const run = async (what: 'view' | 'download') => {
    setBusy(what);
    try {
      if (what === 'view') await viewInNewTab(fetchFile);
      else {
        const got = await fetchFile();
        saveBlob(got.blob, got.filename ?? name);
      }
    } catch {
      // The client has said why.
    } finally {
      setBusy(null);
    }
  };

  return (
    <Space size={0}>
      {viewable && (
        <Button
          type="link"
          size="small"
          loading={busy === 'view'}
          onClick={() => void run('view')}
          data-testid={viewTestId}
        >
          {t('view')}
        </Button>
      )}
      <Button
        type="link"
        size="small"
        loading={busy === 'download'}
        onClick={() => void run('download')}
        data-testid={downloadTestId}
      >
        {downloadText ?? t('download')}
      </Button>
    </Space>
  );
}
