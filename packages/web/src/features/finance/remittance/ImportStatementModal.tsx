import { pick } from '@jb/contract/i18n';
import { STATEMENT_COLUMNS, type StatementColumn } from '@jb/contract/schemas/bankStatements';
import { Alert, Button, Flex, Modal, Space, Table, Typography, Upload, type UploadProps } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../../api/ApiError.ts';
import { useLang, usePick } from '../../../i18n/useLang.ts';
import { errorText } from '../../../lib/errorText.ts';
import { importStatement, type StatementImport } from './api.ts';
import { useRemittanceTexts } from './texts.ts';

const COLUMNS = Object.keys(STATEMENT_COLUMNS) as StatementColumn[];

/** The headers the import recognises, from the contract (the server reads the same list). */
function AcceptedHeaders() {
  const t = useRemittanceTexts();
  const p = usePick();
  return (
    <Typography.Paragraph type="secondary" style={{ fontSize: 12 }} data-testid="statement-headers">
      {t('upload.hint')}
      <ul style={{ margin: '4px 0', paddingInlineStart: 20 }}>
        {COLUMNS.map((c) => (
          <li key={c}>
            <b>{p(STATEMENT_COLUMNS[c].title)}</b>（
            {t(STATEMENT_COLUMNS[c].required ? 'upload.required' : 'upload.optional')}）：
            {STATEMENT_COLUMNS[c].headers.join(' / ')}
          </li>
        ))}
      </ul>
      {t('upload.formats')}
    </Typography.Paragraph>
  );
}

/** What the import did: lines imported, skipped (by row), and each bad row's problem. */
function Summary({ result }: { result: StatementImport }) {
  const t = useRemittanceTexts();
  const p = usePick();
  const badLines = new Set(result.bad.map((b) => b.line)).size;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Alert
        type={badLines > 0 ? 'warning' : 'success'}
        showIcon
        title={t('upload.summary', {
          lines: result.lineCount,
          imported: result.imported,
          skipped: result.skipped,
          bad: badLines,
        })}
        description={
          result.skippedLines.length > 0
            ? t('upload.skippedLines', { lines: result.skippedLines.join('、') })
            : undefined
        }
        data-testid="statement-summary"
      />
      {result.bad.length > 0 && (
        <Table
          size="small"
          title={() => t('upload.badTitle')}
          rowKey={(b) => `${b.line}-${b.field}`}
          dataSource={result.bad}
          pagination={result.bad.length > 10 ? { pageSize: 10 } : false}
          columns={[
            { key: 'line', title: t('upload.line'), dataIndex: 'line', width: 70 },
            {
              key: 'field',
              title: t('upload.field'),
              render: (_, b) =>
                p(STATEMENT_COLUMNS[b.field as StatementColumn]?.title ?? { zh: b.field, en: b.field }),
            },
            { key: 'message', title: t('upload.problem'), dataIndex: 'message' },
          ]}
          data-testid="statement-bad-lines"
        />
      )}
    </Space>
  );
}

/**
 * 导入银行流水: the file is read by the server at once; its answer says what was imported, skipped
 * and refused. Then finance auto-matches the statement, or looks at its lines in the list.
 */
export function ImportStatementModal({
  open,
  onClose,
  onImported,
  onAuto,
  onShow,
}: {
  open: boolean;
  onClose: () => void;
  onImported: () => void;
  onAuto: (statementId: number) => void;
  onShow: (statementId: number) => void;
}) {
  const t = useRemittanceTexts();
  const lang = useLang();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<StatementImport | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const send: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    setBusy(true);
    setProblem(null);
    importStatement(file as File).then(
      (answer) => {
        setBusy(false);
        setResult(answer);
        onImported();
        onSuccess?.(answer);
      },
      (caught: unknown) => {
        setBusy(false);
        const message =
          isApiError(caught) && caught.fields[0] ? pick(caught.fields[0], lang) : errorText(caught);
        setProblem(message);
        onError?.(new Error(message));
      },
    );
  };
  const close = () => {
    setResult(null);
    setProblem(null);
    onClose();
  };

  return (
    <Modal open={open} title={t('upload.title')} onCancel={close} footer={null} width={720} destroyOnHidden>
      {result ? (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Summary result={result} />
          <Flex gap={8} wrap justify="flex-end">
            <Button onClick={() => setResult(null)}>{t('upload.again')}</Button>
            <Button
              onClick={() => {
                onShow(result.statementId);
                close();
              }}
              data-testid="statement-show"
            >
              {t('upload.show')}
            </Button>
            <Button
              type="primary"
              onClick={() => {
                onAuto(result.statementId);
                close();
              }}
              data-testid="statement-auto"
            >
              {t('upload.auto')}
            </Button>
          </Flex>
        </Space>
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <AcceptedHeaders />
          <div data-testid="statement-file">
            <Upload.Dragger
              accept=".xlsx,.csv"
              maxCount={1}
              showUploadList={false}
              customRequest={send}
              disabled={busy}
            >
              <p>{busy ? t('upload.importing') : t('upload.choose')}</p>
            </Upload.Dragger>
          </div>
          {problem && <Alert type="error" showIcon title={problem} data-testid="statement-refusal" />}
        </Space>
      )}
    </Modal>
  );
}
