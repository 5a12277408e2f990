import type { CallDeclaration } from '@jb/contract/api/define';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download } from '../../api/http.ts';
import { saveBlob } from '../../lib/saveBlob.ts';
import type { ListCall } from './useResourceList.ts';

/** Downloads the list as the server's .xlsx with the list's filters and sort (a signed call). */
export function ExportButton({
  call,
  query,
  fallbackName,
}: {
  /** The declared export (`response: 'file'`) taking the list's filters and sort. */
  call: CallDeclaration;
  query: Record<string, string>;
  fallbackName: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      const file = await download(call as ListCall, { query });
      saveBlob(file.blob, file.filename ?? `${fallbackName}.xlsx`);
    } catch {
      // The client has said why.
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button onClick={onClick} loading={busy} data-testid="table-export">
      {t('table.export')}
    </Button>
  );
}
