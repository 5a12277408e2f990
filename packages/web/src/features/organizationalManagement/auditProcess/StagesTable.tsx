import type { ReviewStageSetting } from '@jb/contract/schemas/processes';
import { REVIEW_STAGES } from '@jb/contract/workflow';
import { Select, Switch, Table, Tag } from 'antd';
import type { HTMLAttributes } from 'react';
import { usePick } from '../../../i18n/useLang.ts';
import { useGroupChoices } from '../../shared/processes/groups.ts';
import { useTemplates } from '../../shared/processes/templates.ts';
import { useProcessTexts } from '../../shared/processes/texts.ts';

interface Props {
  stages: ReviewStageSetting[];
  onChange?: (stages: ReviewStageSetting[]) => void;
  readOnly: boolean;
  journalId: number | null;
  pressId?: number;
}

/** The review stages: on or off (required ones locked on), the editor group and the template of each. */
export function StagesTable({ stages, onChange, readOnly, journalId, pressId }: Props) {
  const t = useProcessTexts();
  const pick = usePick();
  const groups = useGroupChoices(journalId, pressId);
  const templates = useTemplates(null, pressId);
  const patch = (key: string, change: Partial<ReviewStageSetting>) =>
    onChange?.(stages.map((s) => (s.key === key ? { ...s, ...change } : s)));

  return (
    <Table
      size="small"
      rowKey="key"
      pagination={false}
      dataSource={REVIEW_STAGES.map((stage) => ({ stage, setting: stages.find((s) => s.key === stage.key) }))}
      onRow={({ stage }) => ({ 'data-testid': `stage-${stage.key}` }) as HTMLAttributes<HTMLElement>}
      data-testid="review-stages"
      columns={[
        { key: 'stage', title: t('stage'), render: (_, { stage }) => pick(stage.title) },
        {
          key: 'enabled',
          title: t('enabled'),
          render: (_, { stage, setting }) =>
            stage.optional ? (
              <Switch
                checked={!!setting?.enabled}
                disabled={readOnly}
                onChange={(enabled) => patch(stage.key, { enabled })}
                data-testid={`stage-switch-${stage.key}`}
              />
            ) : (
              <Tag>{t('required')}</Tag>
            ),
        },
        {
          key: 'group',
          title: t('group'),
          render: (_, { stage, setting }) => (
            <Select
              value={setting?.groupId ?? undefined}
              onChange={(groupId?: number) => patch(stage.key, { groupId: groupId ?? null })}
              allowClear
              placeholder={t('anyGroup')}
              options={groups.data}
              loading={groups.isPending}
              disabled={readOnly || !setting?.enabled}
              style={{ minWidth: 180 }}
              data-testid={`stage-group-${stage.key}`}
            />
          ),
        },
        {
          key: 'template',
          title: t('template'),
          render: (_, { stage, setting }) => (
            <Select
              value={setting?.templateId ?? undefined}
              onChange={(templateId?: number) => patch(stage.key, { templateId: templateId ?? null })}
              allowClear
              placeholder={t('noTemplate')}
              options={(templates.data ?? [])
                .filter((x) => x.stage === stage.key)
                .map((x) => ({ value: x.id, label: x.name }))}
              loading={templates.isPending}
              disabled={readOnly || !setting?.enabled}
              style={{ minWidth: 180 }}
              data-testid={`stage-template-${stage.key}`}
            />
          ),
        },
      ]}
    />
  );
}
