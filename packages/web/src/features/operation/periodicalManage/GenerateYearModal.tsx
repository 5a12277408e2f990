import { issueList } from '@jb/contract/api/issues';
import { PUBLISHING_FREQUENCY } from '@jb/contract/enums/journal';
import { plannedIssueDates } from '@jb/contract/issuePlan';
import { issueGenerateBody } from '@jb/contract/schemas/issues';
import { Col, Form, InputNumber, Row, Tag, Typography } from 'antd';
import { toast } from '../../../api/notify.ts';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import { usePick } from '../../../i18n/useLang.ts';
import { useJournal } from '../../shared/journals/api.ts';
import { type GenerateValues, generateYear } from './api.ts';
import { useIssueTexts } from './texts.ts';

const fields = issueGenerateBody.shape;

/** The planned dates the year will get, from the journal's frequency (the same plan the server uses). */
function DatesPreview({ frequency }: { frequency: number | undefined }) {
  const t = useIssueTexts();
  const pick = usePick();
  const year = Form.useWatch<number | null>('year');
  const known = frequency ? PUBLISHING_FREQUENCY[frequency] : undefined;
  if (!known || !frequency || !year || year < 1900 || year > 2200) {
    return <Typography.Text type="secondary">{t('generateNoFrequency')}</Typography.Text>;
  }
  const dates = plannedIssueDates(year, frequency);
  return (
    <>
      <Typography.Paragraph type="secondary">
        {t('generateHint', { frequency: pick(known), count: dates.length })}
      </Typography.Paragraph>
      <Typography.Text strong>{t('preview')}</Typography.Text>
      <div style={{ marginTop: 8, maxHeight: 180, overflowY: 'auto' }} data-testid="generate-preview">
        {dates.map((date, i) => (
          <Tag key={date} style={{ marginBottom: 4 }}>
            {i + 1}. {date}
          </Tag>
        ))}
      </div>
    </>
  );
}

/** "生成全年期次": a year, its volume and page budget; the issues follow the journal's frequency. */
export function GenerateYearModal({
  journalId,
  open,
  initial,
  onClose,
  onGenerated,
}: {
  journalId: number;
  open: boolean;
  initial: GenerateValues;
  onClose: () => void;
  onGenerated: (year: number) => void;
}) {
  const t = useIssueTexts();
  const journal = useJournal(open ? journalId : null);
  const input = (name: keyof GenerateValues, label: string, min: number, max: number) => (
    <SchemaItem name={name} label={label} schema={fields[name]} required>
      <InputNumber
        min={min}
        max={max}
        precision={0}
        style={{ width: '100%' }}
        data-testid={`generate-${name}`}
      />
    </SchemaItem>
  );

  return (
    <FormModal<GenerateValues, Awaited<ReturnType<typeof generateYear>>>
      open={open}
      title={t('generateTitle')}
      initialValues={initial}
      onSubmit={(values) => generateYear(journalId, values)}
      onSaved={(result) => {
        toast('success', t('generated', result));
        onGenerated(result.year);
      }}
      onClose={onClose}
      list={issueList}
      okText={t('generate')}
      testId="generate-form"
    >
      <Row gutter={16}>
        <Col span={8}>{input('year', t('year'), 1900, 2200)}</Col>
        <Col span={8}>{input('volume', t('volume'), 1, 9999)}</Col>
        <Col span={8}>{input('pageBudget', t('pageBudget'), 0, 100_000)}</Col>
      </Row>
      <DatesPreview frequency={journal.data?.frequency} />
    </FormModal>
  );
}
