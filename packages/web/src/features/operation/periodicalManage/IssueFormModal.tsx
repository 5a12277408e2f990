import { issueList } from '@jb/contract/api/issues';
import { ISSUE_STATUS, type IssueRow, issueAddBody } from '@jb/contract/schemas/issues';
import { Col, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateStringPicker } from '../../../components/form/DateStringPicker.tsx';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import type { EditorTarget } from '../../../components/formModal/useEditor.ts';
import { usePick } from '../../../i18n/useLang.ts';
import { type IssueValues, saveIssue } from './api.ts';
import { useIssueTexts } from './texts.ts';

const fields = issueAddBody.shape;

/** The next issue after those shown: same volume as the last, the next number, the same page budget. */
function nextIssue(rows: IssueRow[], year: number): Partial<IssueValues> {
  const last = rows.filter((r) => r.year === year).sort((a, b) => b.number - a.number)[0];
  return {
    year,
    volume: last?.volume ?? 1,
    number: (last?.number ?? 0) + 1,
    pageBudget: last?.pageBudget ?? 0,
    actualDate: null,
    status: 0,
  };
}

/** One form for both modes: adding an issue (add-period mode) and updating one (SPEC §5). */
export function IssueFormModal({
  journalId,
  year,
  rows,
  target,
  onClose,
}: {
  journalId: number;
  year: number;
  rows: IssueRow[];
  target: EditorTarget<IssueRow>;
  onClose: () => void;
}) {
  const t = useIssueTexts();
  const { t: tc } = useTranslation();
  const pick = usePick();
  const row = target?.mode === 'edit' ? target.row : null;
  const statuses = Object.entries(ISSUE_STATUS).map(([value, label]) => ({
    value: Number(value),
    label: pick(label),
  }));
  const number = (name: keyof IssueValues, label: string, min: number, max: number) => (
    <SchemaItem name={name} label={label} schema={fields[name]} required>
      <InputNumber
        min={min}
        max={max}
        precision={0}
        style={{ width: '100%' }}
        data-testid={`issue-${name}`}
      />
    </SchemaItem>
  );

  return (
    <FormModal<IssueValues>
      open={!!target}
      title={row ? t('editTitle') : t('addTitle')}
      initialValues={row ? (row as IssueValues) : nextIssue(rows, year)}
      onSubmit={(values) => saveIssue(values, row ? { row } : { journalId })}
      onClose={onClose}
      successText={tc('common.saved')}
      list={issueList}
      width={620}
      testId="issue-form"
    >
      <Row gutter={16}>
        <Col xs={24} sm={8}>
          {number('year', t('year'), 1900, 2200)}
        </Col>
        <Col xs={12} sm={8}>
          {number('volume', t('volume'), 1, 9999)}
        </Col>
        <Col xs={12} sm={8}>
          {number('number', t('number'), 1, 999)}
        </Col>
        <Col xs={24} sm={12}>
          <SchemaItem name="plannedDate" label={t('plannedDate')} schema={fields.plannedDate} required>
            <DateStringPicker style={{ width: '100%' }} testId="issue-plannedDate" />
          </SchemaItem>
        </Col>
        <Col xs={24} sm={12}>
          <SchemaItem name="actualDate" label={t('actualDate')} schema={fields.actualDate}>
            <DateStringPicker style={{ width: '100%' }} testId="issue-actualDate" />
          </SchemaItem>
        </Col>
        <Col xs={24} sm={12}>
          {number('pageBudget', t('pageBudget'), 0, 100_000)}
        </Col>
        <Col xs={24} sm={12}>
          <SchemaItem name="status" label={t('status')} schema={fields.status}>
            <Select options={statuses} data-testid="issue-status" />
          </SchemaItem>
        </Col>
      </Row>
    </FormModal>
  );
}
