import { productionIssues } from '@jb/contract/api/issueProduction';
import { filmAlterationBody, printingBody } from '@jb/contract/schemas/issueProduction';
import { Alert, AutoComplete, DatePicker, Form, Input, InputNumber, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import { usePick } from '../../../i18n/useLang.ts';
import { chinaToday } from '../../../lib/chinaTime.ts';
import { actionTitle } from '../../shared/manuscripts/workflowText.ts';
import { useIssueName } from '../manuscriptScheduling/IssueBar.tsx';
import {
  askForAlteration,
  completePrinting,
  type ProductionIssueRow,
  startPrinting,
  usePrintingHouses,
  useReloadProduction,
} from './api.ts';
import { completionDateAllowed } from './production.ts';
import { useProductionTexts } from './texts.ts';

const [startStep, completeStep] = printingBody.options;

interface Props {
  /** The issue the dialog is open for (null: closed). */
  row: ProductionIssueRow | null;
  onClose: () => void;
}

function Subject({ row }: { row: ProductionIssueRow | null }) {
  const t = useProductionTexts();
  const issueName = useIssueName();
  return (
    <Typography.Paragraph strong data-testid="issue-subject">
      {row ? t('subject', { issue: issueName(row) }) : ''}
    </Typography.Paragraph>
  );
}

/** 改片: the issue's film goes back for alteration, with what to change (required, kept in each article's history). */
export function AlterationModal({ row, onClose }: Props) {
  const t = useProductionTexts();
  const pick = usePick();
  const reload = useReloadProduction();
  const title = pick(actionTitle('requestFilmAlteration'));
  return (
    <FormModal<{ note: string }>
      open={!!row}
      title={title}
      okText={title}
      initialValues={{ note: '' }}
      onSubmit={({ note }) => askForAlteration(row!.id, note)}
      onSaved={() => void reload()}
      successText={t('alteration.done')}
      onClose={onClose}
      list={productionIssues}
      testId="alteration-form"
    >
      <Subject row={row} />
      <Alert type="warning" showIcon title={t('alteration.warning')} style={{ marginBottom: 16 }} />
      <SchemaItem name="note" label={t('alteration.note')} schema={filmAlterationBody.shape.note} required>
        <Input.TextArea
          rows={4}
          maxLength={2000}
          showCount
          placeholder={t('alteration.placeholder')}
          data-testid="alteration-note"
        />
      </SchemaItem>
    </FormModal>
  );
}

/** 开始印刷: the printing house and the run size. */
export function StartPrintingModal({ row, onClose }: Props) {
  const t = useProductionTexts();
  const pick = usePick();
  const reload = useReloadProduction();
  const title = pick(actionTitle('startPrinting'));
  const houses = usePrintingHouses(!!row);
  return (
    <FormModal<{ printingHouse: string; runSize: number }>
      open={!!row}
      title={title}
      okText={title}
      onSubmit={(values) => startPrinting(row!.id, values)}
      onSaved={() => void reload()}
      successText={t('start.done')}
      onClose={onClose}
      list={productionIssues}
      testId="start-printing-form"
    >
      <Subject row={row} />
      <SchemaItem
        name="printingHouse"
        label={t('printingHouse')}
        schema={startStep.shape.printingHouse}
        required
      >
        {/* One of the press's printing houses (基础数据), or another typed in. */}
        <AutoComplete
          options={(houses.data ?? []).map((name) => ({ value: name }))}
          showSearch={{ filterOption: (input, option) => String(option?.value ?? '').includes(input) }}
        >
          <Input maxLength={100} data-testid="printing-house" />
        </AutoComplete>
      </SchemaItem>
      <SchemaItem name="runSize" label={t('runSize')} schema={startStep.shape.runSize} required>
        <InputNumber min={1} max={1_000_000} precision={0} style={{ width: 200 }} data-testid="run-size" />
      </SchemaItem>
    </FormModal>
  );
}

/** 印刷完成: the copies delivered and the day it was completed (not after today, in China). */
export function CompletePrintingModal({ row, onClose }: Props) {
  const t = useProductionTexts();
  const pick = usePick();
  const reload = useReloadProduction();
  const title = pick(actionTitle('completePrinting'));
  const today = chinaToday();
  return (
    <FormModal<{ copiesDelivered: number; completedOn: Dayjs }>
      open={!!row}
      title={title}
      okText={title}
      initialValues={{ copiesDelivered: row?.printing?.runSize, completedOn: dayjs(today) }}
      onSubmit={({ copiesDelivered, completedOn }) =>
        completePrinting(row!.id, { copiesDelivered, completedOn: completedOn.format('YYYY-MM-DD') })
      }
      onSaved={() => void reload()}
      successText={t('complete.done')}
      onClose={onClose}
      list={productionIssues}
      testId="complete-printing-form"
    >
      <Subject row={row} />
      <SchemaItem
        name="copiesDelivered"
        label={t('complete.copiesDelivered')}
        schema={completeStep.shape.copiesDelivered}
        required
      >
        <InputNumber
          min={1}
          max={1_000_000}
          precision={0}
          style={{ width: 200 }}
          data-testid="copies-delivered"
        />
      </SchemaItem>
      <Form.Item
        name="completedOn"
        label={t('complete.completedOn')}
        required
        rules={[
          { required: true, message: t('complete.completedOn') },
          {
            validator: async (_rule, value?: Dayjs) => {
              if (value && !completionDateAllowed(value.format('YYYY-MM-DD'), chinaToday()))
                throw new Error(t('complete.future'));
            },
          },
        ]}
      >
        <DatePicker
          disabledDate={(d) => !completionDateAllowed(d.format('YYYY-MM-DD'), today)}
          data-testid="completed-on"
        />
      </Form.Item>
    </FormModal>
  );
}
