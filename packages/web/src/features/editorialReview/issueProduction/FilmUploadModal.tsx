import { Alert, Modal, Space, Typography, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../../api/ApiError.ts';
import { toast } from '../../../api/notify.ts';
import { refusalOf } from '../../../components/resourceTable/refusal.ts';
import { useLang, usePick } from '../../../i18n/useLang.ts';
import { actionTitle, statusLabel } from '../../shared/manuscripts/workflowText.ts';
import { useIssueName } from '../manuscriptScheduling/IssueBar.tsx';
import { type ProductionIssueRow, sendFilm, useReloadProduction } from './api.ts';
import { isZipName, otherProblems, zipProblems } from './production.ts';
import { useProductionTexts } from './texts.ts';

/** What the dialog shows after a refusal: the server's sentence and each bad entry of the zip. */
interface Problem {
  message: string;
  entries: string[];
}

/**
 * 上传出片 / 上传改片: one .zip for the issue, sent with the status the person saw it at. The server
 * checks the zip as it streams in; a refusal lists each bad entry here, and another zip may be tried
 * at once. Once taken, the issue moves on and the list reloads.
 */
export function FilmUploadModal({
  row,
  action,
  onClose,
}: {
  /** The issue the dialog is open for (null: closed). */
  row: ProductionIssueRow | null;
  action: 'outputFilm' | 'alterFilm';
  onClose: () => void;
}) {
  const t = useProductionTexts();
  const lang = useLang();
  const pick = usePick();
  const issueName = useIssueName();
  const reload = useReloadProduction();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);

  const close = () => {
    setProblem(null);
    onClose();
  };

  const send: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const zip = file as File;
    if (!row) return;
    if (!isZipName(zip.name)) {
      setProblem({ message: t('upload.notZip'), entries: [] });
      onError?.(new Error(t('upload.notZip')));
      return;
    }
    setBusy(true);
    setProblem(null);
    sendFilm(row.id, row.status ?? 0, zip).then(
      (answer) => {
        setBusy(false);
        toast(
          'success',
          t('upload.done', { issue: issueName(row), status: pick(statusLabel(answer.status)) }),
        );
        void reload();
        onSuccess?.(answer);
        close();
      },
      (caught: unknown) => {
        setBusy(false);
        const refusal = refusalOf(caught, lang);
        const fields = isApiError(caught) ? caught.fields : [];
        const entries = zipProblems(fields, lang);
        if (refusal.stale) {
          toast('warning', refusal.message);
          void reload();
          close();
        } else if (entries.length > 0) {
          setProblem({ message: t('upload.refused'), entries });
        } else {
          const others = otherProblems(fields, lang);
          setProblem({ message: others[0] ?? refusal.message, entries: [] });
        }
        onError?.(new Error(refusal.message));
      },
    );
  };

  return (
    <Modal
      open={!!row}
      title={action === 'outputFilm' ? t('outputFilm') : pick(actionTitle('alterFilm'))}
      onCancel={close}
      footer={null}
      width={640}
      destroyOnHidden
      maskClosable={!busy}
      data-testid="film-upload"
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        {row && (
          <Typography.Text strong data-testid="film-upload-subject">
            {t('subject', { issue: issueName(row) })}
          </Typography.Text>
        )}
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          {action === 'outputFilm' ? t('upload.hint') : t('upload.alterHint')}
        </Typography.Paragraph>
        <div data-testid="film-upload-file">
          <Upload.Dragger
            accept=".zip,application/zip"
            maxCount={1}
            showUploadList={false}
            customRequest={send}
            disabled={busy}
          >
            <p>{busy ? t('upload.sending') : t('upload.choose')}</p>
          </Upload.Dragger>
        </div>
        {problem && (
          <Alert
            type="error"
            showIcon
            title={problem.message}
            description={
              problem.entries.length > 0 ? (
                <ul style={{ margin: 0, paddingInlineStart: 20 }} data-testid="film-upload-entries">
                  {problem.entries.map((entry) => (
                    <li key={entry}>{entry}</li>
                  ))}
                </ul>
              ) : undefined
            }
            data-testid="film-upload-refusal"
          />
        )}
      </Space>
    </Modal>
  );
}
