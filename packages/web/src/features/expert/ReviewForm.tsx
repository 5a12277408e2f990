import { myInvitations } from '@jb/contract/api/experts';
import {
  RECOMMENDATION_LABELS,
  RECOMMENDATIONS,
  type Recommendation,
  reviewDraftBody,
} from '@jb/contract/schemas/experts';
import { Alert, Button, Card, Flex, Form, Input, Modal, Radio } from 'antd';
import { useRef } from 'react';
import { SchemaItem } from '../../components/form/SchemaItem.tsx';
import { useFormSave } from '../../components/form/useFormSave.ts';
import { listKey } from '../../components/resourceTable/useResourceList.ts';
import { usePick } from '../../i18n/useLang.ts';
import { type ExpertManuscript, MANUSCRIPT_KEY, saveReview } from './api.ts';
import { ScoreFields } from './ScoreFields.tsx';
import { formScores, scoresOf } from './scores.ts';
import { useExpertAreaTexts } from './texts.ts';

export interface ReviewValues {
  scores: (number | null)[];
  recommendation: Recommendation | null;
  toAuthor: string;
  toEditor: string;
}

const { shape } = reviewDraftBody;
const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && !v.trim());

/**
 * The review of an accepted invitation: a score per item of the press's sheet, the recommendation,
 * comments to the author and to the editor. A draft may be saved incomplete at any time; submitting
 * needs everything but the comments to the editor, asks first, and is final.
 */
export function ReviewForm({ manuscript: m }: { manuscript: ExpertManuscript }) {
  const t = useExpertAreaTexts();
  const pick = usePick();
  const [form] = Form.useForm<ReviewValues>();
  const [modal, modalHolder] = Modal.useModal();
  const { save, saving } = useFormSave([listKey(myInvitations), MANUSCRIPT_KEY]);
  // Submitting makes the fields required; a draft keeps only the contract's limits.
  const submitting = useRef(false);
  const neededToSubmit = {
    validator: async (_: unknown, value: unknown) => {
      if (submitting.current && blank(value)) throw new Error(t('review.required'));
    },
  };

  const send = (values: ReviewValues, submit: boolean) =>
    save(
      () =>
        saveReview({
          id: m.invitation.id,
          version: m.invitation.version,
          scores: scoresOf(m.scoreSheet, values.scores ?? []),
          recommendation: values.recommendation ?? null,
          toAuthor: values.toAuthor ?? '',
          toEditor: values.toEditor ?? '',
          submit,
        }),
      { done: submit ? t('review.submitted') : t('review.draftSaved') },
    );

  const validate = async (submit: boolean) => {
    submitting.current = submit;
    try {
      return await form.validateFields();
    } catch {
      return null;
    } finally {
      submitting.current = false;
    }
  };

  const onSaveDraft = async () => {
    const values = await validate(false);
    if (values) await send(values, false);
  };

  const onSubmit = async () => {
    const values = await validate(true);
    if (!values) return;
    modal.confirm({
      title: t('review.submitConfirm'),
      content: t('review.submitContent'),
      okButtonProps: { 'data-testid': 'confirm-ok' },
      cancelButtonProps: { 'data-testid': 'confirm-cancel' },
      onOk: () => send(values, true),
    });
  };

  const draft = m.draft;
  return (
    <Card title={t('review.title')} data-testid="review-form-card">
      {modalHolder}
      {m.invitation.overdue && (
        <Alert type="warning" showIcon style={{ marginBottom: 16 }} title={t('list.overdue')} />
      )}
      <Form<ReviewValues>
        form={form}
        layout="vertical"
        initialValues={{
          scores: formScores(m.scoreSheet, draft),
          recommendation: (draft?.recommendation as Recommendation | null) ?? null,
          toAuthor: draft?.toAuthor ?? '',
          toEditor: draft?.toEditor ?? '',
        }}
        data-testid="review-form"
      >
        <ScoreFields sheet={m.scoreSheet} neededToSubmit={neededToSubmit} />
        <SchemaItem
          name="recommendation"
          label={t('review.recommendation')}
          schema={shape.recommendation}
          rules={[neededToSubmit]}
        >
          <Radio.Group data-testid="review-recommendation">
            {RECOMMENDATIONS.map((r) => (
              <Radio key={r} value={r} data-testid={`recommendation-${r}`}>
                {pick(RECOMMENDATION_LABELS[r])}
              </Radio>
            ))}
          </Radio.Group>
        </SchemaItem>
        <SchemaItem
          name="toAuthor"
          label={t('review.toAuthor')}
          extra={t('review.toAuthorHint')}
          schema={shape.toAuthor}
          rules={[neededToSubmit]}
        >
          <Input.TextArea rows={6} maxLength={5000} showCount data-testid="review-to-author" />
        </SchemaItem>
        <SchemaItem
          name="toEditor"
          label={t('review.toEditor')}
          extra={t('review.toEditorHint')}
          schema={shape.toEditor}
        >
          <Input.TextArea rows={3} maxLength={5000} showCount data-testid="review-to-editor" />
        </SchemaItem>
        <Flex gap={8}>
          <Button onClick={() => void onSaveDraft()} loading={saving} data-testid="review-save-draft">
            {t('review.saveDraft')}
          </Button>
          <Button type="primary" onClick={() => void onSubmit()} loading={saving} data-testid="review-submit">
            {t('review.submit')}
          </Button>
        </Flex>
      </Form>
    </Card>
  );
}
