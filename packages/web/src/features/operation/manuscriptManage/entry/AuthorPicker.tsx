import { Select, Space, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useAuthorChoices } from './api.ts';
import { useEntryTexts } from './texts.ts';

/** The author chosen for an entry: their id, and the name and affiliation the byline starts with. */
export interface PickedAuthor {
  id: number;
  name: string;
  unit: string;
}

/**
 * Finds an author of the press by name or phone (as typed, a moment after the last key) and picks
 * one; blacklisted authors are shown but cannot be picked (the server refuses them too).
 */
export function AuthorPicker({
  value,
  onChange,
  onPick,
  id,
}: {
  value?: number;
  onChange?: (id: number) => void;
  onPick: (author: PickedAuthor) => void;
  id?: string;
}) {
  const t = useEntryTexts();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const choices = useAuthorChoices(keyword);
  const rows = choices.data?.list ?? [];

  return (
    <Select
      id={id}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      value={value}
      placeholder={t('authorPlaceholder')}
      loading={choices.isFetching}
      notFoundContent={choices.isFetching ? undefined : t('authorHint')}
      data-testid="entry-author"
      // The picked option carries its author: the rows may already be another search's by then.
      onChange={(picked: number, option) => {
        const author = Array.isArray(option) ? undefined : option?.author;
        if (author) onPick(author);
        onChange?.(picked);
      }}
      options={rows.map((r) => ({
        value: r.id,
        author: { id: r.id, name: r.name, unit: r.unit },
        disabled: r.blacklisted,
        label: (
          <Space size={6} data-testid={`entry-author-${r.id}`}>
            {r.name}
            <Typography.Text type="secondary">{r.phone}</Typography.Text>
            {r.unit ? <Typography.Text type="secondary">{r.unit}</Typography.Text> : null}
            {r.blacklisted ? <Tag color="red">{t('blacklisted')}</Tag> : null}
          </Space>
        ),
      }))}
    />
  );
}
