import { Alert, Button, Flex, Table, Typography } from 'antd';
import { useDetailTexts } from '../articleDetail/texts.ts';
import { useModifyTexts } from './texts.ts';
import type { Difference } from './values.ts';

/** The person's refused edits beside the manuscript as it now is, with a way to put theirs back. */
export function StaleNotice({
  rows,
  onApply,
  onDismiss,
}: {
  rows: Difference[];
  onApply: () => void;
  onDismiss: () => void;
}) {
  const t = useModifyTexts();
  const td = useDetailTexts();
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="modify-stale"
      title={t('stale.title')}
      description={
        <>
          <Typography.Paragraph>
            {rows.length ? t('stale.description') : t('stale.none')}
          </Typography.Paragraph>
          {rows.length > 0 && (
            <Table<Difference>
              size="small"
              rowKey="field"
              pagination={false}
              dataSource={rows}
              data-testid="modify-differences"
              columns={[
                { key: 'field', title: t('stale.field'), render: (_, d) => td(`fields.${d.field}`) },
                { key: 'theirs', title: t('stale.theirs'), dataIndex: 'theirs' },
                { key: 'mine', title: t('stale.mine'), dataIndex: 'mine' },
              ]}
            />
          )}
          <Flex gap={8} style={{ marginTop: 12 }}>
            {rows.length > 0 && (
              <Button onClick={onApply} data-testid="modify-apply-mine">
                {t('stale.apply')}
              </Button>
            )}
            <Button type="text" onClick={onDismiss}>
              {t('stale.dismiss')}
            </Button>
          </Flex>
        </>
      }
    />
  );
}
