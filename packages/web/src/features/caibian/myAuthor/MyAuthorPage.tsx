import { myAuthorList, myManuscriptList } from '@jb/contract/api/caibianPortal';
import { Button, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table/interface';
import { useMemo, useState } from 'react';
import { useCan } from '../../../app/usePermissions.ts';
import { useEditor } from '../../../components/formModal/useEditor.ts';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import type { RowActionMap } from '../../../components/resourceTable/rowActions.ts';
import { AuthorFormModal } from '../../operation/authorManagement/AuthorFormModal.tsx';
import type { AuthorRow } from '../../operation/authorManagement/api.ts';
import { useAuthorColumns, useAuthorFilters } from '../../operation/authorManagement/listPieces.tsx';
import { EnterManuscriptDrawer } from '../../operation/manuscriptManage/entry/EnterManuscriptDrawer.tsx';
import { caibianDetailPath, type MyAuthorRow, registerMyAuthor } from '../portal/api.ts';
import { usePortalTexts } from '../portal/texts.ts';
import { MyAuthorDrawer } from './MyAuthorDrawer.tsx';
import { myAuthorActions } from './rowActions.ts';

/**
 * /caibian/myAuthor (我的作者): the acquisition editor's authors (registered by them, or of a
 * manuscript they referred), found by name, phone, e-mail or affiliation; each one's manuscripts and
 * orders in a drawer; register an author (the initial password shown once and sent by SMS); submit a
 * manuscript for one through the staff entry form, as its referrer.
 */
export default function MyAuthorPage() {
  const t = usePortalTexts();
  const canRegister = useCan('caibian.myAuthor.register');
  const canEnter = useCan('caibian.myAuthor.enter');
  const editor = useEditor<AuthorRow>();
  const [opened, setOpened] = useState<number | null>(null);
  const [entering, setEntering] = useState<MyAuthorRow | null>(null);
  const filters = useAuthorFilters();
  const authorColumns = useAuthorColumns(setOpened);

  const columns = useMemo<ColumnsType<MyAuthorRow>>(
    () => [
      ...(authorColumns as ColumnsType<MyAuthorRow>),
      {
        key: 'registeredByMe',
        title: t('registeredByMe'),
        render: (_, r) => (
          <Tag color={r.registeredByMe ? 'blue' : undefined} data-testid={`my-author-source-${r.id}`}>
            {r.registeredByMe ? t('registeredMine') : t('referredMine')}
          </Tag>
        ),
      },
    ],
    [t, authorColumns],
  );

  const actions = useMemo<RowActionMap<MyAuthorRow>>(
    () => ({
      detail: { label: t('detail'), run: (row) => void setOpened(row.id) },
      enter: { label: t('enter'), run: (row) => void setEntering(row) },
    }),
    [t],
  );
  const rowActions = useMemo(() => (row: MyAuthorRow) => myAuthorActions(row, canEnter), [canEnter]);

  return (
    <>
      <ResourceTable<MyAuthorRow>
        list={myAuthorList}
        columns={columns}
        rowKey={(row) => row.id}
        filters={filters}
        actions={actions}
        rowActions={rowActions}
        toolbar={
          canRegister && (
            <Button type="primary" onClick={() => editor.create()} data-testid="my-author-register">
              {t('register')}
            </Button>
          )
        }
      />
      <AuthorFormModal
        target={editor.target}
        onClose={editor.close}
        add={registerMyAuthor}
        addedText={t('registered')}
        addHint={t('registerHint')}
        list={myAuthorList}
      />
      <MyAuthorDrawer authorId={opened} onClose={() => setOpened(null)} />
      {entering && (
        <EnterManuscriptDrawer
          onClose={() => setEntering(null)}
          author={{ id: entering.id, name: entering.name, unit: entering.unit }}
          list={myManuscriptList}
          openPath={caibianDetailPath}
        />
      )}
    </>
  );
}
