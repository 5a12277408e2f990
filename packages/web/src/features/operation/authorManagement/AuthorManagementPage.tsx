import { authorList } from '@jb/contract/api/authorManagement';
import { Button } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useCan } from '../../../app/usePermissions.ts';
import { type IssuedPassword, SecretResultModal } from '../../../components/formModal/SecretResultModal.tsx';
import { useEditor } from '../../../components/formModal/useEditor.ts';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import type { RowActionMap } from '../../../components/resourceTable/rowActions.ts';
import { AuthorDetailDrawer } from './AuthorDetailDrawer.tsx';
import { AuthorFormModal } from './AuthorFormModal.tsx';
import type { AuthorRow } from './api.ts';
import { BlacklistModal, type BlacklistTarget } from './BlacklistModal.tsx';
import { useAuthorColumns, useAuthorFilters } from './listPieces.tsx';
import { useAuthorTexts } from './texts.ts';

const AREA = 'operation.authorManagement';

/**
 * /operation/authorManagement (作者管理): the press's authors, found by name, phone, e-mail or
 * affiliation; register one on their behalf (the initial password shown once), edit, blacklist or
 * lift with a reason, and open one's manuscripts, orders and blacklist history.
 */
export default function AuthorManagementPage() {
  const t = useAuthorTexts();
  const canEdit = useCan(`${AREA}.edit`);
  const editor = useEditor<AuthorRow>();
  const [issued, setIssued] = useState<IssuedPassword | null>(null);
  const [blacklisting, setBlacklisting] = useState<BlacklistTarget | null>(null);
  const [opened, setOpened] = useState<number | null>(null);

  const filters = useAuthorFilters();
  const columns = useAuthorColumns(setOpened);

  // Blacklisting and lifting ask first (what it does), then for the reason.
  const actions = useMemo<RowActionMap<AuthorRow>>(
    () => ({
      detail: { label: t('detail'), run: (row) => void setOpened(row.id) },
      edit: { label: t('edit'), run: (row) => void editor.edit(row) },
      blacklist: {
        label: t('blacklist'),
        danger: true,
        confirm: (row) => ({
          title: t('blacklistConfirm', { name: row.name, phone: row.phone }),
          content: t('blacklistConfirmContent'),
        }),
        run: (row) => void setBlacklisting({ change: 'blacklist', author: row }),
      },
      lift: {
        label: t('lift'),
        confirm: (row) => ({
          title: t('liftConfirm', { name: row.name, phone: row.phone }),
          content: t('liftConfirmContent'),
        }),
        run: (row) => void setBlacklisting({ change: 'lift', author: row }),
      },
    }),
    [t, editor.edit],
  );
  // The detail is the screen's own; edit, blacklist and lift come from the row's actions.
  const rowActions = useCallback((row: AuthorRow) => ['detail', ...row.actions], []);

  return (
    <>
      <ResourceTable<AuthorRow>
        list={authorList}
        columns={columns}
        rowKey={(row) => row.id}
        filters={filters}
        actions={actions}
        rowActions={rowActions}
        toolbar={
          canEdit && (
            <Button type="primary" onClick={() => editor.create()} data-testid="table-add">
              {t('add')}
            </Button>
          )
        }
      />
      <AuthorFormModal target={editor.target} onClose={editor.close} onIssued={setIssued} />
      <SecretResultModal issued={issued} onClose={() => setIssued(null)} />
      <BlacklistModal target={blacklisting} onClose={() => setBlacklisting(null)} />
      <AuthorDetailDrawer authorId={opened} onClose={() => setOpened(null)} />
    </>
  );
}
