import { Button, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useMemo } from 'react';
import type { FilterField } from '../../../components/resourceTable/filters.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import type { AuthorRow } from './api.ts';
import { useAuthorTexts } from './texts.ts';

/** The author list's pieces (作者管理, and 我的作者 of /caibian/myAuthor): its filters and columns. */

/** Name, phone, e-mail or affiliation; blacklisted or not. */
export function useAuthorFilters(): FilterField[] {
  const t = useAuthorTexts();
  return useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'keyword', label: t('keyword') },
      {
        kind: 'select',
        name: 'blacklisted',
        label: t('blacklistFilter'),
        options: [
          { value: 'true', label: t('blacklistYes') },
          { value: 'false', label: t('blacklistNo') },
        ],
      },
    ],
    [t],
  );
}

/** Name (opening the author’s drawer), phone, e-mail, affiliation, state, manuscripts, registered on. */
export function useAuthorColumns(onOpen: (id: number) => void): ColumnsType<AuthorRow> {
  const t = useAuthorTexts();
  return useMemo<ColumnsType<AuthorRow>>(
    () => [
      {
        key: 'name',
        title: t('name'),
        render: (_, r) => (
          <Button type="link" size="small" onClick={() => onOpen(r.id)} data-testid={`author-open-${r.id}`}>
            {r.name}
          </Button>
        ),
      },
      { key: 'phone', title: t('phone'), dataIndex: 'phone' },
      { key: 'email', title: t('email'), render: (_, r) => r.email || '-' },
      { key: 'unit', title: t('unit'), render: (_, r) => r.unit || '-' },
      {
        key: 'state',
        title: t('state'),
        render: (_, r) =>
          r.blacklisted ? (
            <Tag color="red" data-testid={`author-blacklisted-${r.id}`}>
              {t('blacklisted')}
            </Tag>
          ) : (
            <Tag>{t('normal')}</Tag>
          ),
      },
      { key: 'manuscriptCount', title: t('manuscriptCount'), dataIndex: 'manuscriptCount', align: 'right' },
      { key: 'createdAt', title: t('createdAt'), render: (_, r) => formatTime(r.createdAt) },
    ],
    [t, onOpen],
  );
}
