import { onlineEditList } from '@jb/contract/api/onlineEdit';
import { onlineEditBody } from '@jb/contract/schemas/onlineEdit';
import { Alert, Button, Card, Divider, Drawer, Form, Input, Skeleton, Typography } from 'antd';
import type { BylineRow } from '../../../authorSite/rules.ts';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { useFormSave } from '../../../components/form/useFormSave.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { listKey } from '../../../components/resourceTable/useResourceList.ts';
import { ArticleTextFields } from '../../../components/submission/ArticleTextFields.tsx';
import { BylineEditor } from '../../../components/submission/BylineEditor.tsx';
import { useSubmissionTexts } from '../../../components/submission/texts.ts';
import { ManuscriptStatusTag } from '../../shared/manuscripts/ManuscriptStatusTag.tsx';
import { detailKey, type OnlineEditDetail, sendCorrection, useOnlineEditDetail } from './api.ts';
import { CorrectionHistory } from './CorrectionHistory.tsx';
import { useOnlineEditTexts } from './texts.ts';

const fields = onlineEditBody.shape;

interface Values {
  title: string;
  keywords: string;
  abstract: string;
  authors: BylineRow[];
  note: string;
}

/**
 * One manuscript in layout: the correction form (title, keywords, abstract, the byline, why) for
 * those who may correct, and its corrections so far, old → new, for everyone who sees it.
 */
export function CorrectionDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const t = useOnlineEditTexts();
  const detail = useOnlineEditDetail(id);
  const d = detail.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      size={760}
      destroyOnHidden
      title={
        d && (
          <span>
            {t('drawerTitle', { articleNo: d.articleNo })} <ManuscriptStatusTag status={d.status} />
          </span>
        )
      }
      data-testid="correction-drawer"
    >
      {detail.isError ? (
        <LoadError onRetry={() => void detail.refetch()} />
      ) : !d ? (
        <Skeleton active />
      ) : (
        <>
          {d.canEdit ? (
            <CorrectionForm key={d.version} detail={d} onSaved={onClose} />
          ) : (
            <Alert type="info" showIcon title={t('readOnly')} />
          )}
          <Divider titlePlacement="start">{t('history')}</Divider>
          <CorrectionHistory corrections={d.corrections} />
        </>
      )}
    </Drawer>
  );
}

function CorrectionForm({ detail, onSaved }: { detail: OnlineEditDetail; onSaved: () => void }) {
  const t = useOnlineEditTexts();
  const ts = useSubmissionTexts();
  const [form] = Form.useForm<Values>();
  const { save, saving } = useFormSave([listKey(onlineEditList), detailKey(detail.id)]);

  const onFinish = async (values: Values) => {
    const saved = await save(
      () =>
        sendCorrection({
          id: detail.id,
          version: detail.version,
          title: values.title,
          keywords: values.keywords ?? '',
          abstract: values.abstract ?? '',
          authors: values.authors,
          note: values.note,
        }),
      { form, done: t('saved') },
    );
    if (saved) onSaved();
  };

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={{
        title: detail.title,
        keywords: detail.keywords,
        abstract: detail.abstract,
        authors: detail.authors,
        note: '',
      }}
      onFinish={onFinish}
      scrollToFirstError
      data-testid="correction-form"
    >
      <Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>
      <ArticleTextFields schemas={fields} testIdPrefix="correction" />
      <Card type="inner" title={t('byline')} extra={ts('bylineHint')} className="submission-block">
        <BylineEditor form={form} />
      </Card>
      <SchemaItem name="note" label={t('note')} schema={fields.note} required>
        <Input.TextArea
          rows={2}
          maxLength={500}
          showCount
          placeholder={t('notePlaceholder')}
          data-testid="correction-note"
        />
      </SchemaItem>
      <Button type="primary" htmlType="submit" loading={saving} data-testid="correction-save">
        {t('save')}
      </Button>
    </Form>
  );
}
