import type { AnnexKind } from '@jb/contract/schemas/annexAudit';
import { Empty, List, Tag, Typography } from 'antd';
import { useAnnexTexts } from './texts.ts';

/** The journal's annex requirements, to check the files against: name, required or not, what is asked. */
export function KindChecklist({ kinds }: { kinds: AnnexKind[] }) {
  const t = useAnnexTexts();
  if (kinds.length === 0) return <Empty description={t('drawer.noKinds')} data-testid="annex-kinds-empty" />;
  return (
    <List<AnnexKind>
      size="small"
      dataSource={kinds}
      data-testid="annex-kinds"
      renderItem={(k, i) => (
        <List.Item data-testid={`annex-kind-${k.id}`}>
          <List.Item.Meta
            title={
              <>
                <Typography.Text type="secondary">{i + 1}. </Typography.Text>
                <Typography.Text strong>{k.name}</Typography.Text>
                <Tag color={k.required ? 'red' : 'default'} style={{ marginInlineStart: 8 }}>
                  {k.required ? t('drawer.required') : t('drawer.optional')}
                </Tag>
              </>
            }
            description={k.description || null}
          />
        </List.Item>
      )}
    />
  );
}
