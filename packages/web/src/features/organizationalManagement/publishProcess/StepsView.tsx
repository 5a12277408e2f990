import type { ProductionStepSetting } from '@jb/contract/schemas/processes';
import { PRODUCTION_STEPS } from '@jb/contract/workflow';
import { Card, Switch, Table, Tag } from 'antd';
import type { HTMLAttributes } from 'react';
import { FlowDiagram } from '../../../components/FlowDiagram.tsx';
import { usePick } from '../../../i18n/useLang.ts';
import { useProcessTexts } from '../../shared/processes/texts.ts';

/** The production steps with their switches (required ones locked on) and the chain they make. */
export function StepsView({
  steps,
  onChange,
  readOnly,
}: {
  steps: ProductionStepSetting[];
  onChange?: (steps: ProductionStepSetting[]) => void;
  readOnly: boolean;
}) {
  const t = useProcessTexts();
  const pick = usePick();
  const on = new Set(steps.filter((s) => s.enabled).map((s) => s.key));
  return (
    <>
      <Table
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={PRODUCTION_STEPS}
        onRow={(step) => ({ 'data-testid': `step-${step.key}` }) as HTMLAttributes<HTMLElement>}
        data-testid="production-steps"
        columns={[
          { key: 'step', title: t('steps'), render: (_, step) => pick(step.title) },
          {
            key: 'enabled',
            title: t('enabled'),
            render: (_, step) =>
              step.optional ? (
                <Switch
                  checked={on.has(step.key)}
                  disabled={readOnly}
                  onChange={(enabled) =>
                    onChange?.(steps.map((s) => (s.key === step.key ? { ...s, enabled } : s)))
                  }
                  data-testid={`step-switch-${step.key}`}
                />
              ) : (
                <Tag>{t('required')}</Tag>
              ),
          },
        ]}
      />
      <Card size="small" title={t('diagram')} style={{ marginTop: 16 }}>
        <FlowDiagram
          label={t('diagram')}
          testId="production-path"
          nodes={PRODUCTION_STEPS.filter((s) => on.has(s.key)).map((s) => ({
            key: s.key,
            label: pick(s.title),
          }))}
        />
      </Card>
    </>
  );
}
