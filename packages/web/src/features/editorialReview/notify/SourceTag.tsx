import type { TemplateSource } from '@jb/contract/schemas/notifications';
import { Tag } from 'antd';
import { useNotifyTexts } from './texts.ts';

const COLORS: Record<TemplateSource, string> = { journal: 'purple', press: 'blue', default: 'default' };

/** Where the wording in force comes from: the journal's override, the press's, or the built-in one. */
export function SourceTag({ source }: { source: TemplateSource }) {
  const t = useNotifyTexts();
  return (
    <Tag color={COLORS[source]} data-testid={`template-source-${source}`}>
      {t(`source.${source}`)}
    </Tag>
  );
}
