import type { HomeSummary } from '@jb/contract/schemas/personal';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';

/** The summary's counts as statistic cards; a key without a label shows as itself. */
export function CountCards({ counts, unread }: { counts: HomeSummary['counts']; unread: number }) {
  const { t } = useTranslation();
  const cards = [
    ...counts.map((c) => ({
      key: c.key,
      label: t(`welcome.counts.${c.key}`, { defaultValue: c.key }),
      value: c.value,
    })),
    { key: 'unread', label: t('welcome.unread'), value: unread },
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.key} xs={12} sm={8} lg={6}>
          <Card size="small" data-testid={`count-${card.key}`}>
            <Statistic title={card.label} value={card.value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
