import { commissionRuleSave, commissionRules, perfSummaryCall } from '@jb/contract/api/caibianPerf';
import { FEE_TYPE } from '@jb/contract/enums/journal';
import {
  bpToPercent,
  COMMISSION_KIND,
  type CommissionRule,
  commissionRuleBody,
  percentToBp,
} from '@jb/contract/schemas/caibianPerf';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Radio, Skeleton, Table, Typography } from 'antd';
import { useState } from 'react';
import { api } from '../../../api/http.ts';
import { useCanCall } from '../../../app/usePermissions.ts';
import { SchemaItem } from '../../../components/form/SchemaItem.tsx';
import { FormModal } from '../../../components/formModal/FormModal.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { MoneyInput } from '../../../components/money/MoneyInput.tsx';
import { formatMoney } from '../../../components/money/money.ts';
import { usePick } from '../../../i18n/useLang.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import { usePerfTexts } from './texts.ts';

const RULES_KEY = ['caibianPerf', 'rules'] as const;
const FEE_TYPES = Object.keys(FEE_TYPE).map(Number);

interface Values {
  kind: 0 | 1 | 2;
  /** The percentage as typed ("5.5"). */
  rateBp?: string;
  fixedFen?: number | null;
}

/** One fee type's rule in a dialog: none, a percentage, or a fixed sum; saved at the version read. */
function RuleModal({
  feeType,
  rule,
  onClose,
}: {
  feeType: number;
  rule: CommissionRule | null;
  onClose: () => void;
}) {
  const t = usePerfTexts();
  const pick = usePick();
  const client = useQueryClient();
  const reload = () => void client.invalidateQueries({ queryKey: RULES_KEY });
  return (
    <FormModal<Values, CommissionRule[]>
      open
      title={`${t('rules.title')} · ${pick(FEE_TYPE[feeType]!)}`}
      initialValues={{
        kind: (rule?.kind ?? 0) as Values['kind'],
        rateBp: rule?.kind === 1 ? bpToPercent(rule.rateBp) : '',
        fixedFen: rule?.kind === 2 ? rule.fixedFen : null,
      }}
      onSubmit={(v) =>
        api(
          commissionRuleSave,
          {
            body: {
              feeType,
              kind: v.kind,
              rateBp: v.kind === 1 ? (percentToBp(v.rateBp ?? '') ?? Number.NaN) : 0,
              fixedFen: v.kind === 2 ? (v.fixedFen ?? 0) : 0,
              version: rule?.version ?? null,
            },
          },
          { quiet: true },
        )
      }
      onSaved={(rules) => client.setQueryData(RULES_KEY, rules)}
      onStale={reload}
      list={perfSummaryCall}
      onClose={onClose}
      successText={t('rules.saved')}
      testId="perf-rule-form"
    >
      <Form.Item name="kind" label={t('rules.kind')}>
        <Radio.Group
          data-testid="perf-rule-kind"
          options={[
            { value: 0, label: t('rules.none') },
            ...[1, 2].map((k) => ({ value: k, label: pick(COMMISSION_KIND[k]!) })),
          ]}
        />
      </Form.Item>
      {/* The value's field follows the kind chosen. */}
      <Form.Item noStyle dependencies={['kind']}>
        {({ getFieldValue }) => {
          const kind = getFieldValue('kind') as Values['kind'];
          return (
            <>
              {kind === 1 && (
                <Form.Item
                  name="rateBp"
                  label={t('rules.value')}
                  rules={[
                    {
                      validator: async (_, v: string | undefined) => {
                        const bp = percentToBp(v ?? '');
                        if (bp === null || bp > 10_000) throw new Error(t('rules.rate'));
                      },
                    },
                  ]}
                >
                  <Input suffix={t('rules.percentSuffix')} inputMode="decimal" data-testid="perf-rule-rate" />
                </Form.Item>
              )}
              {kind === 2 && (
                <SchemaItem
                  name="fixedFen"
                  label={t('rules.value')}
                  schema={commissionRuleBody.shape.fixedFen}
                  required
                >
                  <MoneyInput testId="perf-rule-fixed" />
                </SchemaItem>
              )}
            </>
          );
        }}
      </Form.Item>
    </FormModal>
  );
}

/** What a rule gives, as a person reads it: "5.50%" or "300.00元". */
function ruleText(rule: CommissionRule | null, none: string) {
  if (!rule) return none;
  return rule.kind === 1 ? `${bpToPercent(rule.rateBp)}%` : formatMoney(rule.fixedFen);
}

/** The press's commission rules per fee type; the press administrator edits them (operation.caibianPerf.rules). */
export function CommissionRules() {
  const t = usePerfTexts();
  const pick = usePick();
  const mayEdit = useCanCall(commissionRuleSave);
  const [editing, setEditing] = useState<number | null>(null);
  const rules = useQuery({ queryKey: RULES_KEY, queryFn: () => api(commissionRules, {}) });
  const ruleOf = (feeType: number) => rules.data?.find((r) => r.feeType === feeType) ?? null;
  return (
    <Card title={t('rules.title')} data-testid="perf-rules">
      <Typography.Paragraph type="secondary">{t('rules.hint')}</Typography.Paragraph>
      {rules.isPending && <Skeleton active />}
      {rules.isError && <LoadError onRetry={() => void rules.refetch()} />}
      {rules.data && (
        <Table
          size="small"
          rowKey={(feeType) => feeType}
          pagination={false}
          dataSource={FEE_TYPES}
          columns={[
            { key: 'feeType', title: t('rules.feeType'), render: (_, f) => pick(FEE_TYPE[f]!) },
            {
              key: 'kind',
              title: t('rules.kind'),
              render: (_, f) => {
                const rule = ruleOf(f);
                return rule ? pick(COMMISSION_KIND[rule.kind]!) : t('rules.none');
              },
            },
            {
              key: 'value',
              title: t('rules.value'),
              render: (_, f) => <span data-testid={`perf-rule-${f}`}>{ruleText(ruleOf(f), '-')}</span>,
            },
            {
              key: 'updated',
              title: t('rules.updated'),
              render: (_, f) => {
                const rule = ruleOf(f);
                return rule ? `${formatTime(rule.updatedAt)} ${rule.updatedByName}` : '-';
              },
            },
            ...(mayEdit
              ? [
                  {
                    key: 'edit',
                    title: '',
                    render: (_: unknown, f: number) => (
                      <Button
                        size="small"
                        type="link"
                        onClick={() => setEditing(f)}
                        data-testid={`perf-rule-edit-${f}`}
                      >
                        {t('rules.edit')}
                      </Button>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
      {editing !== null && (
        <RuleModal feeType={editing} rule={ruleOf(editing)} onClose={() => setEditing(null)} />
      )}
    </Card>
  );
}
