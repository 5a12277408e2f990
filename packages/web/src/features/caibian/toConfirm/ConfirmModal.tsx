import { confirmList, confirmRecord } from '@jb/contract/api/acceptanceConfirmation';
import {
  CONFIRMATION_METHOD,
  CONFIRMATION_METHODS,
  CONFIRMATION_OUTCOME,
  CONFIRMATION_OUTCOMES,
  type ConfirmationMethod,
  type ConfirmationOutcome,
} from '@jb/contract/enums/confirmation';
import { DatePicker, Form, Input, Radio, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { api } from '../../../api/http.ts';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import { usePick } from '../../../i18n/useLang.ts';
import { chinaWallToIso } from '../../../lib/chinaTime.ts';
import { useConfirmationTexts } from '../../shared/acceptanceConfirmation/texts.ts';

interface Values {
  outcome: ConfirmationOutcome;
  byAuthor: boolean;
  personName?: string;
  method: ConfirmationMethod;
  answeredAt: Dayjs;
  note?: string;
}

/** The editor records the author's answer to the acceptance terms and fee (a refusal: a withdrawal request). */
export function ConfirmModal({
  manuscript,
  onClose,
}: {
  manuscript: { id: number; articleNo: string; title: string; authorName: string } | null;
  onClose: () => void;
}) {
  const t = useConfirmationTexts();
  const pick = usePick();
  if (!manuscript) return null;
  return (
    <FormModal<Values, unknown>
      open
      title={t('recordTitle')}
      initialValues={{ outcome: 'confirmed', byAuthor: true, method: 'phone', answeredAt: dayjs() }}
      onSubmit={(v) =>
        api(
          confirmRecord,
          {
            body: {
              manuscriptId: manuscript.id,
              outcome: v.outcome,
              byAuthor: v.byAuthor,
              personName: v.byAuthor ? '' : (v.personName ?? '').trim(),
              method: v.method,
              answeredAt: chinaWallToIso(v.answeredAt),
              note: (v.note ?? '').trim(),
            },
          },
          { quiet: true },
        )
      }
      list={confirmList}
      onClose={onClose}
      onSaved={onClose}
      successText={t('done')}
      testId="confirm-form"
    >
      <Typography.Paragraph strong>
        {manuscript.articleNo} · {manuscript.title} · {manuscript.authorName}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('recordHint')}</Typography.Paragraph>
      <Form.Item name="outcome" label={t('outcome')} required>
        <Radio.Group
          options={CONFIRMATION_OUTCOMES.map((o) => ({ value: o, label: pick(CONFIRMATION_OUTCOME[o]) }))}
          data-testid="confirm-outcome"
        />
      </Form.Item>
      <Form.Item name="byAuthor" label={t('who')} required>
        <Radio.Group
          options={[
            { value: true, label: t('byAuthor') },
            { value: false, label: t('forAuthor') },
          ]}
          data-testid="confirm-by"
        />
      </Form.Item>
      <Form.Item noStyle shouldUpdate={(a, b) => a.byAuthor !== b.byAuthor}>
        {({ getFieldValue }) =>
          getFieldValue('byAuthor') === false ? (
            <Form.Item name="personName" label={t('personName')} required>
              <Input maxLength={50} data-testid="confirm-person" />
            </Form.Item>
          ) : null
        }
      </Form.Item>
      <Form.Item name="method" label={t('method')} required>
        <Radio.Group
          options={CONFIRMATION_METHODS.map((m) => ({ value: m, label: pick(CONFIRMATION_METHOD[m]) }))}
          data-testid="confirm-method"
        />
      </Form.Item>
      <Form.Item name="answeredAt" label={t('answeredAt')} required>
        <DatePicker showTime disabledDate={(d) => d.isAfter(dayjs(), 'day')} data-testid="confirm-at" />
      </Form.Item>
      <Form.Item name="note" label={t('reason')}>
        <Input.TextArea rows={3} maxLength={200} showCount data-testid="confirm-note" />
      </Form.Item>
    </FormModal>
  );
}
