import type { HomeStage } from '@jb/contract/schemas/articleHome';
import { STAGE_DUE_DAYS, type StageGroupKey, stageGroup } from '@jb/contract/stageGroups';
import { Card, Col, Empty, Row, Space, Statistic, Tooltip, Typography } from 'antd';
import { Link } from 'react-router';
import { usePick } from '../../../i18n/useLang.ts';
import { statusLabel } from '../../shared/manuscripts/workflowText.ts';
import type { HomeFocus, HomeTab } from './homeTabs.ts';
import { queueOf } from './homeTabs.ts';
import { useHomeTexts } from './texts.ts';

interface Props {
  tab: HomeTab;
  stages: HomeStage[];
  focus: HomeFocus;
  onFocus: (focus: HomeFocus) => void;
}

/** Each stage's counts as a card; a count narrows the list below to what it counts. */
export function StageCards({ tab, stages, focus, onFocus }: Props) {
  const t = useHomeTexts();
  const pick = usePick();
  if (stages.length === 0) return <Empty description={t('noWork')} data-testid="home-no-work" />;
  return (
    <Row gutter={[16, 16]}>
      {stages.map((stage) => {
        const key = stage.group ?? `status-${stage.status}`;
        const group = stage.group ? stageGroup(stage.group as StageGroupKey) : undefined;
        const title = group
          ? pick(group.title)
          : stage.status === null
            ? ''
            : pick(statusLabel(stage.status));
        const selected = focus.group === stage.group && Boolean(stage.group);
        const queue = queueOf(stage);
        return (
          <Col key={key} xs={24} sm={12} lg={8} xl={6}>
            <Card
              size="small"
              data-testid={`home-stage-${key}`}
              style={selected ? { borderColor: '#1677ff' } : undefined}
              title={title}
              extra={queue && <Link to={queue}>{t('openQueue')}</Link>}
            >
              <Typography.Link
                onClick={() => onFocus({ group: group?.key })}
                data-testid={`home-waiting-${key}`}
              >
                <Statistic title={t(`waiting.${tab}`)} value={stage.waiting} />
              </Typography.Link>
              <Space size={12} wrap>
                {stage.overdue !== null && (
                  <Tooltip title={t('overdueHint', { days: STAGE_DUE_DAYS })}>
                    <Typography.Link
                      type={stage.overdue > 0 ? 'danger' : 'secondary'}
                      onClick={() =>
                        onFocus({
                          group: group?.key,
                          overdue: true,
                          allocated: tab === 'allot',
                        })
                      }
                      data-testid={`home-overdue-${key}`}
                    >
                      {t('overdue', { count: stage.overdue })}
                    </Typography.Link>
                  </Tooltip>
                )}
                {stage.allocated !== null && (
                  <Typography.Link
                    onClick={() => onFocus({ group: group?.key, allocated: true })}
                    data-testid={`home-allocated-${key}`}
                  >
                    {t('allocated', { count: stage.allocated })}
                  </Typography.Link>
                )}
              </Space>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
