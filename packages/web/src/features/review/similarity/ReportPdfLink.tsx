import { similarityReportPdf } from '@jb/contract/api/similarity';
import { Button } from 'antd';
import { useState } from 'react';
import { download } from '../../../api/http.ts';
import { useCanCall } from '../../../app/usePermissions.ts';
import { saveBlob } from '../../../lib/saveBlob.ts';
import { useSimilarityTexts } from './texts.ts';

/**
 * The duplicate-check report a decision was taken with, as a PDF download (an audit record or a
 * timeline event at the check). Shown only to those who may read reports.
 */
export function ReportPdfLink({ manuscriptId, reportId }: { manuscriptId: number; reportId: number }) {
  const t = useSimilarityTexts();
  const may = useCanCall(similarityReportPdf);
  const [saving, setSaving] = useState(false);
  if (!may) return null;
  const save = () => {
    setSaving(true);
    download(similarityReportPdf, { query: { manuscriptId, reportId } })
      .then((file) => saveBlob(file.blob, file.filename ?? `${t('pdfName')}-${manuscriptId}.pdf`))
      // The client has said why.
      .catch(() => undefined)
      .finally(() => setSaving(false));
  };
  return (
    <Button
      type="link"
      size="small"
      loading={saving}
      onClick={save}
      style={{ padding: 0 }}
      data-testid={`report-pdf-${reportId}`}
    >
      {t('decisionReport')}
    </Button>
  );
}
