import type { FundAuditSetting, ReviewStageSetting } from '@jb/contract/schemas/processes';
import { REVIEW_STAGES } from '@jb/contract/workflow';
import { Card, Select, Space, Switch, Typography } from 'antd';
import { usePick } from '../../../i18n/useLang.ts';
import { useProcessTexts } from '../../shared/processes/texts.ts';

interface Props {
  setting: FundAuditSetting;
  stages: readonly ReviewStageSetting[];
  onChange?: (setting: FundAuditSetting) => void;
  readOnly: boolean;
}

/**
 * The fund audit's setting (docs/author-requests.md "Fund audit"): off, a fund is audited beside the
 * path; on, a funded manuscript whose fund waits is held at 基金审核 (600) from the chosen stage (one
 * that is on) and returns there when passed.
 */
export function FundAuditSettingCard({ setting, stages, onChange, readOnly }: Props) {
  const t = useProcessTexts();
  const pick = usePick();
  const on = new Set(stages.filter((s) => s.enabled).map((s) => s.key));
  const options = REVIEW_STAGES.filter((s) => on.has(s.key)).map((s) => ({
    value: s.key,
    label: pick(s.title),
  }));
  return (
    <Card size="small" title={t('fundAudit')} data-testid="fund-audit-setting">
      <Space orientation="vertical">
        <Space wrap>
          <Switch
            checked={setting.hold}
            disabled={readOnly}
            onChange={(hold) => onChange?.({ ...setting, hold })}
            data-testid="fund-audit-hold"
          />
          <span>{t('fundAuditHold')}</span>
          <Select
            value={setting.at}
            options={options}
            disabled={readOnly || !setting.hold}
            onChange={(at: string) => onChange?.({ ...setting, at })}
            style={{ minWidth: 160 }}
            data-testid="fund-audit-at"
          />
        </Space>
        <Typography.Text type="secondary">
          {t(setting.hold ? 'fundAuditHoldHint' : 'fundAuditBesideHint')}
        </Typography.Text>
      </Space>
    </Card>
  );
}
