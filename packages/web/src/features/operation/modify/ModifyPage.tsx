import { columnList } from '@jb/contract/api/columns';
import { manuscriptList, manuscriptUpdate } from '@jb/contract/api/manuscripts';
import { FUND_LEVEL } from '@jb/contract/enums/journal';
import { NATURE_ARTICLE_TYPE } from '@jb/contract/enums/manuscript';
import { manuscriptUpdateBody } from '@jb/contract/schemas/staffManuscripts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Flex, Form, Input, Radio, Row, Select, Skeleton } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { api } from '../../../api/http.ts';
import { useCanCall } from '../../../app/usePermissions.ts';
import { useScreenSearchParams } from '../../../app/useScreenSearchParams.ts';
import { type BylineRow, submissionBody } from '../../../authorSite/rules.ts';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { useFormSave } from '../../../components/form/useFormSave.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { listKey } from '../../../components/resourceTable/useResourceList.ts';
import { ArticleTextFields } from '../../../components/submission/ArticleTextFields.tsx';
import { BylineEditor } from '../../../components/submission/BylineEditor.tsx';
import { FundFields } from '../../../components/submission/FundFields.tsx';
import { useSubmissionTexts } from '../../../components/submission/texts.ts';
import { usePick } from '../../../i18n/useLang.ts';
import { useEditorOptions } from '../../finance/caibianPerf/useEditorOptions.ts';
import {
  detailPath,
  MANUSCRIPT_KEY,
  type ManuscriptDetail,
  manuscriptKey,
  useManuscriptDetail,
} from '../../shared/manuscripts/api.ts';
import { ManuscriptStatusTag } from '../../shared/manuscripts/ManuscriptStatusTag.tsx';
import { useColumns } from '../../shared/options.ts';
import { useDetailTexts } from '../articleDetail/texts.ts';
import { StaleNotice } from './StaleNotice.tsx';
import { useModifyTexts } from './texts.ts';
import {
  bylineEdited,
  bylineLine,
  differences,
  editsOf,
  formValuesOf,
  type ModifiableField,
  type ModifyValues,
} from './values.ts';

const fields = manuscriptUpdateBody.shape;

interface Named {
  id: number;
  name: string;
}

/** The choices of the form: the journal's columns, and the subjects the journal takes. */
interface Choices {
  columns: (Named & { enabled: boolean })[];
  subjects: Named[];
}

/** The journal's columns (when the person may read them) and the subjects its journal takes (from the detail). */
function useChoices(detail: ManuscriptDetail | undefined): {
  choices: Choices | null;
  columnsAllowed: boolean;
  failed: boolean;
} {
  const columnsAllowed = useCanCall(columnList);
  const columns = useColumns(detail?.journalId ?? 0, columnsAllowed && detail !== undefined);
  const waiting = !detail || (columnsAllowed && columns.isPending);
  const choices = useMemo<Choices | null>(
    () => (waiting || !detail ? null : { columns: columns.data ?? [], subjects: detail.journalSubjects }),
    [waiting, columns.data, detail],
  );
  return { choices, columnsAllowed, failed: columns.isError };
}

/** The edit form, on the version of the manuscript it was filled from. */
function ModifyForm({
  initial,
  choices,
  columnsAllowed,
}: {
  initial: ManuscriptDetail;
  choices: Choices;
  columnsAllowed: boolean;
}) {
  const t = useModifyTexts();
  const td = useDetailTexts();
  const ts = useSubmissionTexts();
  const pick = usePick();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [form] = Form.useForm<ModifyValues>();
  // The manuscript as the form was filled from it: saved at its version (another's change first: 409).
  const [base, setBase] = useState(initial);
  // The person's edits (from what the form was filled with) that a newer save refused.
  const [refused, setRefused] = useState<Partial<ModifyValues> | null>(null);
  const { save, saving } = useFormSave([MANUSCRIPT_KEY, listKey(manuscriptList)]);
  const valuesOf = (m: ManuscriptDetail) => formValuesOf(m);

  const columnOptions = choices.columns
    .filter((c) => c.enabled || c.name === base.columnName)
    .map((c) => ({ value: c.id, label: c.enabled ? c.name : t('columnDisabled', { name: c.name }) }));
  const natures = [0, 1].map((value) => ({ value, label: pick(NATURE_ARTICLE_TYPE[value]!) }));
  const referrers = useEditorOptions({ id: base.referrerId, name: base.referrerName });

  const show = (field: ModifiableField, value: ModifyValues[ModifiableField]): string => {
    if (value === null || value === undefined || value === '') return '-';
    if (field === 'columnId') return choices.columns.find((c) => c.id === value)?.name ?? String(value);
    if (field === 'subjectId') return choices.subjects.find((s) => s.id === value)?.name ?? String(value);
    if (field === 'referrerId')
      return referrers.options.find((o) => o.value === value)?.label ?? String(value);
    if (field === 'natureArticleType')
      return pick(NATURE_ARTICLE_TYPE[value as number] ?? NATURE_ARTICLE_TYPE[1]!);
    if (field === 'authors') return bylineLine(value as BylineRow[], ts('corresponding'));
    if (field === 'foundationFlag') return value ? ts('foundationFlag') : td('noFund');
    if (field === 'fundLevel') return FUND_LEVEL[value as number] ? pick(FUND_LEVEL[value as number]!) : '-';
    return String(value);
  };

  const onFinish = async (values: ModifyValues) => {
    // The submission form's body from the same fields (trimmed; the fund's details only with a fund).
    const made = submissionBody(values);
    const body = {
      id: base.id,
      version: base.version,
      title: made.title,
      keywords: made.keywords,
      abstract: made.abstract,
      columnId: values.columnId!,
      subjectId: made.subjectId,
      natureArticleType: made.natureArticleType,
      // An untouched byline is left out (it stays as it is, even where none was kept).
      ...(bylineEdited(values, valuesOf(base)) ? { authors: made.authors } : {}),
      foundationFlag: made.foundationFlag,
      fundName: made.fundName,
      fundNumber: made.fundNumber,
      fundLevel: made.fundLevel,
      ...(referrers.allowed ? { referrerId: values.referrerId ?? null } : {}),
      note: values.note ?? '',
    };
    const saved = await save(() => api(manuscriptUpdate, { body }, { quiet: true }), {
      form,
      done: t('saved'),
      // Someone else saved first: the detail was reloaded; show it, and what the person had typed.
      stale: () => {
        const fresh = client.getQueryData<ManuscriptDetail>(manuscriptKey(base.id));
        if (!fresh) return;
        setRefused(editsOf(values, valuesOf(base)));
        setBase(fresh);
        form.setFieldsValue(valuesOf(fresh));
      },
    });
    if (saved) void navigate(detailPath(base.id), { replace: true });
  };

  const rows = refused ? differences(refused, valuesOf(base), show) : [];

  return (
    <Flex vertical gap={16}>
      {refused && (
        <StaleNotice
          rows={rows}
          onApply={() => {
            form.setFieldsValue(refused);
            setRefused(null);
          }}
          onDismiss={() => setRefused(null)}
        />
      )}
      <Card
        title={
          <Flex gap={8} align="center" wrap>
            <span>{t('heading', { articleNo: base.articleNo, journal: base.journalName })}</span>
            <ManuscriptStatusTag status={base.status} />
          </Flex>
        }
      >
        {!columnsAllowed && (
          <Alert type="info" showIcon title={t('noColumns')} style={{ marginBottom: 16 }} />
        )}
        <Form<ModifyValues>
          form={form}
          layout="vertical"
          initialValues={valuesOf(initial)}
          onFinish={onFinish}
          scrollToFirstError
          data-testid="modify-form"
        >
          <ArticleTextFields schemas={fields} testIdPrefix="modify" />
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <SchemaItem name="columnId" label={td('fields.columnId')} schema={fields.columnId} required>
                <Select options={columnOptions} disabled={!columnsAllowed} data-testid="modify-column" />
              </SchemaItem>
            </Col>
            <Col xs={24} md={8}>
              <SchemaItem
                name="subjectId"
                label={td('fields.subjectId')}
                schema={fields.subjectId}
                normalize={(value: number | undefined) => value ?? null}
              >
                <Select
                  allowClear
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder={t('subjectPlaceholder')}
                  options={choices.subjects.map((s) => ({ value: s.id, label: s.name }))}
                  data-testid="modify-subject"
                />
              </SchemaItem>
            </Col>
            <Col xs={24} md={8}>
              <SchemaItem
                name="natureArticleType"
                label={td('fields.natureArticleType')}
                schema={fields.natureArticleType}
                required
              >
                <Radio.Group options={natures} data-testid="modify-nature" />
              </SchemaItem>
            </Col>
          </Row>
          <Card type="inner" title={ts('byline')} extra={ts('bylineHint')} className="submission-block">
            <BylineEditor form={form} />
          </Card>
          <Card type="inner" title={ts('fund')} className="submission-block" data-testid="modify-fund">
            <FundFields form={form} />
          </Card>
          {referrers.allowed && (
            <Row gutter={16}>
              <Col xs={24} md={8}>
                <SchemaItem
                  name="referrerId"
                  label={td('fields.referrerId')}
                  schema={fields.referrerId}
                  normalize={(value: number | undefined) => value ?? null}
                >
                  <Select
                    allowClear
                    showSearch={{ optionFilterProp: 'label' }}
                    loading={referrers.loading}
                    placeholder={t('referrerPlaceholder')}
                    options={referrers.options}
                    data-testid="modify-referrer"
                  />
                </SchemaItem>
              </Col>
            </Row>
          )}
          <SchemaItem name="note" label={t('note')} schema={fields.note}>
            <Input.TextArea
              rows={2}
              maxLength={500}
              showCount
              placeholder={t('notePlaceholder')}
              data-testid="modify-note"
            />
          </SchemaItem>
          <Flex gap={8}>
            <Button type="primary" htmlType="submit" loading={saving} data-testid="modify-save">
              {t('save')}
            </Button>
            <Button onClick={() => void navigate(detailPath(base.id))} data-testid="modify-cancel">
              {t('cancel')}
            </Button>
          </Flex>
        </Form>
      </Card>
    </Flex>
  );
}

/**
 * /operation/Modify?id= (稿件修改): correct what the submission form collected (title, keywords,
 * abstract, column, subject, nature, the byline and the fund, with the submission form's own byline
 * and fund fields), with a reason. The timeline of its detail keeps each change, old and new.
 */
export default function ModifyPage() {
  const t = useModifyTexts();
  const [search] = useScreenSearchParams();
  const id = Number(search.get('id')) || 0;
  const detail = useManuscriptDetail(id);
  const { choices, columnsAllowed, failed } = useChoices(detail.data);

  if (!id) return <LoadError onRetry={() => undefined} detail={t('noId')} />;
  if (detail.isError || failed) return <LoadError onRetry={() => void detail.refetch()} />;
  if (detail.isPending || !choices) return <Skeleton active />;
  return <ModifyForm key={id} initial={detail.data} choices={choices} columnsAllowed={columnsAllowed} />;
}
