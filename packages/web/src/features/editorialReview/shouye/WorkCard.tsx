import type { HomeStage } from '@jb/contract/schemas/articleHome';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Statistic } from 'antd';
import { Link } from 'react-router';
import { api } from '../../../api/http.ts';
import { usePermissions } from '../../../app/usePermissions.ts';
import { HOME_TABS, homeLink, visibleTabs } from './homeTabs.ts';
import { useHomeTexts } from './texts.ts';

const sum = (stages: HomeStage[] | undefined, pick: (s: HomeStage) => number | null) =>
  (stages ?? []).reduce((n, s) => n + (pick(s) ?? 0), 0);

/** The stage counts of one home list (a page of one row: the counts are what is read). */
function useStages(tab: 'audit' | 'allot', enabled: boolean) {
  return useQuery({
    queryKey: ['list', HOME_TABS[tab].path, 'counts'],
    queryFn: async () => (await api(HOME_TABS[tab], { query: { pageSize: 1 } })).stages,
    enabled,
  });
}

/**
 * The welcome screen's card of review work (for those who work review stages): what waits for me,
 * how much of it is past due, what waits to be allocated and what I allocated that is open; each
 * figure opens the editor home on the list behind it.
 */
export function WorkCard() {
  const t = useHomeTexts();
  const tabs = visibleTabs(usePermissions().data ?? new Set());
  const audits = useStages('audit', tabs.includes('audit'));
  const allots = useStages('allot', tabs.includes('allot'));
  const figures = [
    ...(tabs.includes('audit')
      ? [
          {
            key: 'audit',
            label: t('card.audit'),
            value: sum(audits.data, (s) => s.waiting),
            to: homeLink('audit'),
          },
          {
            key: 'overdue',
            label: t('card.overdue'),
            value: sum(audits.data, (s) => s.overdue),
            to: homeLink('audit', { overdue: true }),
          },
        ]
      : []),
    ...(tabs.includes('allot')
      ? [
          {
            key: 'allot',
            label: t('card.allot'),
            value: sum(allots.data, (s) => s.waiting),
            to: homeLink('allot'),
          },
          {
            key: 'allocated',
            label: t('card.allocated'),
            value: sum(allots.data, (s) => s.allocated),
            to: homeLink('allot', { allocated: true }),
          },
        ]
      : []),
  ];
  if (figures.length === 0) return null;
  return (
    <Card
      title={t('card.title')}
      extra={<Link to={homeLink(tabs[0]!)}>{t('card.open')}</Link>}
      loading={audits.isPending && allots.isPending}
      data-testid="work-card"
    >
      <Row gutter={[16, 16]}>
        {figures.map((f) => (
          <Col key={f.key} xs={12} sm={6}>
            <Link to={f.to} data-testid={`work-${f.key}`}>
              <Statistic title={f.label} value={f.value} />
            </Link>
          </Col>
        ))}
      </Row>
    </Card>
  );
}
