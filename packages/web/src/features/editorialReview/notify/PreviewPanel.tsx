import { pick } from '@jb/contract/i18n';
import { isDocumentEvent } from '@jb/contract/notificationEvents';
import { Alert, Card, Descriptions, Input, Skeleton, Space, Typography } from 'antd';
import { useState } from 'react';
import { isApiError } from '../../../api/ApiError.ts';
import { useLang } from '../../../i18n/useLang.ts';
import { useDebounced } from '../../../lib/useDebounced.ts';
import { usePreview, type WordingScope, type WordingTarget, type WordingValues } from './api.ts';
import { useNotifyTexts } from './texts.ts';

/** Why a preview failed, in the current language: the fields' problems, or the server's message. */
function failureText(error: unknown, lang: ReturnType<typeof useLang>): string {
  if (!isApiError(error)) return '';
  if (error.fields.length) return error.fields.map((f) => pick(f, lang)).join('\n');
  return error.message;
}

/**
 * The wording as the recipient would read it, rendered by the server on a real manuscript of the
 * press (by id or number; the newest by default) a moment after typing pauses.
 */
export function PreviewPanel({
  scope,
  target,
  values,
  manuscript,
  onManuscript,
}: {
  scope: WordingScope;
  target: WordingTarget;
  values: WordingValues;
  manuscript: string;
  onManuscript: (ref: string) => void;
}) {
  const t = useNotifyTexts();
  const lang = useLang();
  const [typed, setTyped] = useState(manuscript);
  const settled = useDebounced({ values, manuscript }, 400);
  const preview = usePreview(scope, target, settled.values, settled.manuscript);
  const data = preview.isError ? undefined : preview.data;
  return (
    <Card size="small" title={t('preview')} data-testid="template-preview">
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Input.Search
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          onSearch={(value) => onManuscript(value.trim())}
          placeholder={t('previewOnPlaceholder')}
          addonBefore={t('previewOn')}
          allowClear
          data-testid="preview-manuscript"
        />
        {preview.isPending && <Skeleton active paragraph={{ rows: 4 }} />}
        {preview.isError && (
          <Alert
            type="error"
            showIcon
            title={t('previewFailed')}
            description={<span style={{ whiteSpace: 'pre-wrap' }}>{failureText(preview.error, lang)}</span>}
            data-testid="preview-error"
          />
        )}
        {data && (
          <>
            <Typography.Text type="secondary" data-testid="preview-manuscript-used">
              {data.manuscript
                ? t('previewManuscript', {
                    articleNo: data.manuscript.articleNo,
                    title: data.manuscript.title,
                  })
                : t('previewNoManuscript')}
            </Typography.Text>
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item
                label={isDocumentEvent(target.event) ? t('document.previewSubject') : t('previewSubject')}
              >
                <span data-testid="preview-subject">{data.subject}</span>
              </Descriptions.Item>
            </Descriptions>
            <Typography.Paragraph
              style={{ whiteSpace: 'pre-wrap', background: '#fafafa', padding: 12, margin: 0 }}
              data-testid="preview-body"
            >
              {data.body}
            </Typography.Paragraph>
            {data.sms && (
              <Descriptions column={1} size="small" bordered>
                <Descriptions.Item label={t('previewSms')}>
                  <span data-testid="preview-sms">{data.sms}</span>
                </Descriptions.Item>
              </Descriptions>
            )}
          </>
        )}
      </Space>
    </Card>
  );
}
