import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../api/http.ts';
import { saveBlob } from '../../lib/saveBlob.ts';

/** Downloads the list as the server's .xlsx with the list's filters and sort (a signed call). */
export function ExportButton({
  path,
  query,
  fallbackName,
}: {
  path: string;
  query: Record<string, string>;
  fallbackName: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      const file = await http.download(path, query);
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
