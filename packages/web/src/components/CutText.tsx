import { ellipsis } from '@jb/contract/schemas/common';
import { Tooltip } from 'antd';

/** A text cut to `max` characters, whole in a tooltip when cut; a dash when empty. */
export function CutText({ text, max = 20 }: { text: string; max?: number }) {
  return (
    <Tooltip title={text.length > max ? text : undefined}>
      <span>{ellipsis(text, max) || '-'}</span>
    </Tooltip>
  );
}
