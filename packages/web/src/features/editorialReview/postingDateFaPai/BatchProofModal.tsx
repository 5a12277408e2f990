import { PROOF_MAX_MB } from '@jb/contract/fileRules';
import { BATCH_PROOFS_MAX } from '@jb/contract/schemas/typesetting';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Flex, Modal, Progress, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../../api/ApiError.ts';
import { toast } from '../../../api/notify.ts';
import { usePick } from '../../../i18n/useLang.ts';
import { errorText } from '../../../lib/errorText.ts';
import { handInBatch, reloadTypesetting } from './api.ts';
import { useStageLabel } from './cells.tsx';
import { useTypesettingTexts } from './texts.ts';
import { type BatchProblem, batchProblems } from './typesetting.ts';

type Result = Awaited<ReturnType<typeof handInBatch>>[number];

/**
 * 批量上传校样: the typesetter picks many PDFs, each named with its article number, and hands them in
 * at once (artProof/batchFinalProof), watching the upload's progress. Refused, the batch stays chosen
 * with each file's problem listed; handed in, each file's manuscript and where it went are shown and
 * the lists reload.
 */
export function BatchProofModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTypesettingTexts();
  const pick = usePick();
  const stageLabel = useStageLabel();
  const client = useQueryClient();
  const [files, setFiles] = useState<File[]>([]);
  const [share, setShare] = useState<number | null>(null);
  const [refusals, setRefusals] = useState<string[]>([]);
  const [results, setResults] = useState<Result[] | null>(null);
  const sending = share !== null;

  const problemText = (p: BatchProblem) =>
    p.kind === 'tooMany'
      ? t('batch.tooMany', { max: p.max })
      : p.kind === 'notPdf'
        ? t('batch.notPdf', { name: p.name })
        : t('batch.tooLarge', { name: p.name, mb: p.maxMb });
  const problems = batchProblems(files, PROOF_MAX_MB).map(problemText);
  const shown = problems.length ? problems : refusals;

  const reset = () => {
    setFiles([]);
    setRefusals([]);
    setResults(null);
    setShare(null);
  };
  const close = () => {
    if (sending) return;
    reset();
    onClose();
  };

  const send = async () => {
    setRefusals([]);
    setShare(0);
    try {
      const done = await handInBatch(files, setShare);
      setResults(done);
      setFiles([]);
      toast('success', t('batch.done', { count: done.length }));
      await reloadTypesetting(client);
    } catch (error) {
      // Each refused file is named by the server; other failures say why in one line.
      const named = isApiError(error) ? error.fields.map((f) => pick(f)) : [];
      setRefusals(named.length ? named : [errorText(error)]);
    } finally {
      setShare(null);
    }
  };

  return (
    <Modal
      open={open}
      title={t('batch.title')}
      onCancel={close}
      maskClosable={!sending}
      closable={!sending}
      width={720}
      destroyOnHidden
      footer={
        results ? (
          <Button type="primary" onClick={close} data-testid="batch-close">
            {t('batch.close')}
          </Button>
        ) : (
          <Button
            type="primary"
            loading={sending}
            disabled={files.length === 0 || problems.length > 0}
            onClick={() => void send()}
            data-testid="batch-send"
          >
            {t('batch.send', { count: files.length })}
          </Button>
        )
      }
      data-testid="batch-modal"
    >
      <Typography.Paragraph type="secondary">
        {t('batch.hint', { max: BATCH_PROOFS_MAX })}
      </Typography.Paragraph>
      {results ? (
        <Table<Result>
          size="small"
          rowKey="fileName"
          pagination={false}
          dataSource={results}
          scroll={{ x: 'max-content' }}
          onRow={(r) =>
            ({ 'data-testid': `batch-result-${r.manuscriptId}` }) as React.HTMLAttributes<HTMLElement>
          }
          columns={[
            { key: 'file', title: t('batch.file'), dataIndex: 'fileName' },
            { key: 'articleNo', title: t('batch.articleNo'), dataIndex: 'articleNo' },
            { key: 'now', title: t('batch.now'), render: (_, r) => stageLabel(r.status) },
          ]}
        />
      ) : (
        <>
          <Flex gap={8} align="center" wrap>
            <Upload
              multiple
              accept=".pdf,application/pdf"
              showUploadList={false}
              disabled={sending}
              beforeUpload={(file, chosen) => {
                // Called once per file with the whole pick: the pick is added once, on its first file.
                if (file === chosen[0]) {
                  setFiles((had) => [...had, ...chosen]);
                  setRefusals([]);
                }
                return Upload.LIST_IGNORE;
              }}
            >
              <Button disabled={sending} data-testid="batch-choose">
                {t('batch.choose')}
              </Button>
            </Upload>
            {files.length > 0 && (
              <>
                <span data-testid="batch-chosen">{t('batch.chosen', { count: files.length })}</span>
                <Button type="link" size="small" disabled={sending} onClick={reset}>
                  {t('batch.clear')}
                </Button>
              </>
            )}
          </Flex>
          {files.length > 0 && (
            <ul
              className="batch-files"
              style={{ margin: '12px 0 0', paddingInlineStart: 20 }}
              data-testid="batch-files"
            >
              {files.map((f, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: two picks may hold files of one name
                <li key={`${f.name}-${i}`}>{f.name}</li>
              ))}
            </ul>
          )}
          {sending && (
            <Progress
              percent={Math.round(share * 100)}
              status="active"
              style={{ marginTop: 12 }}
              data-testid="batch-progress"
            />
          )}
          {shown.length > 0 && (
            <Alert
              type="error"
              showIcon
              style={{ marginTop: 12 }}
              title={problems.length ? undefined : t('batch.refused')}
              description={
                <ul style={{ margin: 0, paddingInlineStart: 20 }} data-testid="batch-refusals">
                  {shown.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              }
              data-testid="batch-refused"
            />
          )}
        </>
      )}
    </Modal>
  );
}
