import { ellipsis } from '@jb/contract/schemas/common';
import { Space, Tag, Tooltip } from 'antd';
import type { ReactElement } from 'react';
import type { ManuscriptRow } from './api.ts';
import { useManuscriptTexts } from './texts.ts';

/** SPEC §5's text filter: titles longer than this are cut, the whole title shows on hover. */
const TITLE_LENGTH = 24;

/**
 * A manuscript's title in a list: cut to `TITLE_LENGTH` characters, the whole title on hover;
 * `children` draws the cut title (a link that opens it, or plain text).
 */
export function ManuscriptTitle({
  title,
  children,
}: {
  title: string;
  children: (shown: string) => ReactElement;
}) {
  return (
    <Tooltip title={title.length > TITLE_LENGTH ? title : undefined} placement="topLeft">
      {children(ellipsis(title, TITLE_LENGTH))}
    </Tooltip>
  );
}

/** A manuscript's author in a list, marked 黑名单 when the press blacklisted them. */
export function ManuscriptAuthor({
  row,
}: {
  row: Pick<ManuscriptRow, 'id' | 'authorName' | 'authorBlacklisted'>;
}) {
  const tm = useManuscriptTexts();
  return (
    <Space size={4}>
      {row.authorName}
      {row.authorBlacklisted && (
        <Tag color="red" data-testid={`author-blacklisted-${row.id}`}>
          {tm('blacklisted')}
        </Tag>
      )}
    </Space>
  );
}
