import { Input } from 'antd';
import { SchemaItem } from '../form/SchemaItem.tsx';
import type { Schema } from '../form/zodRule.ts';
import { useSubmissionTexts } from './texts.ts';

/** The schemas of the three text fields, from the body the form sends (submission, edit, correction). */
export interface ArticleTextSchemas {
  title: Schema;
  keywords: Schema;
  abstract: Schema;
}

/**
 * An article's title, keywords and abstract inside the caller's `<Form>`, checked by the schemas of
 * the body it sends: the author's submission, the staff edit (稿件修改) and the online correction
 * (在线编辑) use the same fields, labels and limits. The inputs' test ids are `<testIdPrefix>-title`,
 * `-keywords` and `-abstract`.
 */
export function ArticleTextFields({
  schemas,
  testIdPrefix,
}: {
  schemas: ArticleTextSchemas;
  testIdPrefix: string;
}) {
  const t = useSubmissionTexts();
  return (
    <>
      <SchemaItem name="title" label={t('articleTitle')} schema={schemas.title} required>
        <Input maxLength={200} data-testid={`${testIdPrefix}-title`} />
      </SchemaItem>
      <SchemaItem name="keywords" label={t('keywords')} schema={schemas.keywords}>
        <Input
          maxLength={200}
          placeholder={t('keywordsPlaceholder')}
          data-testid={`${testIdPrefix}-keywords`}
        />
      </SchemaItem>
      <SchemaItem name="abstract" label={t('abstract')} schema={schemas.abstract}>
        <Input.TextArea rows={6} maxLength={5000} showCount data-testid={`${testIdPrefix}-abstract`} />
      </SchemaItem>
    </>
  );
}
