import type { Resource } from '@jb/contract/api/resource';
import { Button, Flex, Typography } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../api/http.ts';
import { useCanCall } from '../../app/usePermissions.ts';
import { useIsPlatform } from '../../app/useSession.ts';
import { JournalPicker } from '../../features/shared/journals/JournalPicker.tsx';
import { useJournalParam } from '../../features/shared/journals/useJournalParam.ts';
import { usePressOptions } from '../../features/shared/options.ts';
import { usePick } from '../../i18n/useLang.ts';
import type { Schema } from '../form/zodRule.ts';
import { useEditor } from '../formModal/useEditor.ts';
import type { FilterField } from '../resourceTable/filters.ts';
import { ResourceTable } from '../resourceTable/ResourceTable.tsx';
import { deleteAction } from '../resourceTable/recordActions.ts';
import type { RowActionMap } from '../resourceTable/rowActions.ts';
import { useListChange } from '../resourceTable/useListChange.tsx';
import { type ResourceRow, toggleBody } from './fieldValues.ts';
import { OrderedTable } from './OrderedTable.tsx';
import { ResourceFormModal } from './ResourceFormModal.tsx';
import { resourceColumns, type Toggle } from './resourceColumns.tsx';

/**
 * The screen of a declared list-and-form resource: its columns, keyword search (and the press, for
 * platform operators), server sorting and paging, add and edit in a form built from the fields,
 * delete after a question, switches toggled in place; the row buttons are each row's `actions`.
 * A journal's resource works on the journal picked above it (kept in the URL); an ordered one
 * lists all the journal's rows in their order, to drag or move up and down.
 */
export function ResourcePage({ resource, schema }: { resource: Resource; schema: Record<string, Schema> }) {
  const { t } = useTranslation();
  const pick = usePick();
  const platform = useIsPlatform();
  const ofJournal = resource.scope === 'journal';
  const pickPress = platform && !ofJournal;
  const presses = usePressOptions(pickPress);
  const [journalId, setJournalId] = useJournalParam();
  const parent = useMemo(() => (ofJournal && journalId ? { journalId } : undefined), [ofJournal, journalId]);
  const canAdd = useCanCall(resource.save);
  const editor = useEditor<ResourceRow>();
  const change = useListChange(resource.list);
  const noun = pick(resource.noun);

  const filters = useMemo<FilterField[]>(
    () => [
      ...(resource.keyword
        ? [{ kind: 'text' as const, name: 'keyword', label: pick(resource.keyword) }]
        : []),
      ...(pickPress
        ? [
            {
              kind: 'select' as const,
              name: 'pressId',
              label: t('common.press'),
              options: presses.data ?? [],
              loading: presses.isPending,
            },
          ]
        : []),
    ],
    [resource.keyword, pick, t, pickPress, presses.data, presses.isPending],
  );
  const toggle = useCallback<Toggle>(
    (row, key, on) => {
      const body = toggleBody(resource.fields, row, key, on);
      void change.run(
        () => api(resource.update, { body } as never, { quiet: true }),
        on ? t('resource.switchedOn') : t('resource.switchedOff'),
      );
    },
    [resource.fields, resource.update, change.run, t],
  );
  const columns = useMemo(
    () => resourceColumns(resource.fields, pick, pickPress ? t('common.press') : null, toggle),
    [resource.fields, pick, pickPress, t, toggle],
  );
  const actions = useMemo<RowActionMap<ResourceRow>>(
    () => ({
      edit: { label: t('common.edit'), run: (row) => void editor.edit(row) },
      ...(resource.delete
        ? {
            delete: deleteAction(resource.delete, t, (row) =>
              t('resource.deleteTitle', { noun, name: String(row[resource.title] ?? row.id) }),
            ),
          }
        : {}),
    }),
    [t, editor.edit, resource.delete, resource.title, noun],
  );

  const toolbar = (
    <Flex gap={12} wrap align="center">
      {ofJournal && <JournalPicker value={journalId} onChange={setJournalId} />}
      {canAdd && (!ofJournal || parent) && (
        <Button type="primary" onClick={() => editor.create()} data-testid="table-add">
          {t('resource.addTitle', { noun })}
        </Button>
      )}
    </Flex>
  );
  const hint = canAdd && resource.hint && (
    <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
      {pick(resource.hint)}
    </Typography.Paragraph>
  );

  return (
    <>
      {change.holder}
      {ofJournal ? (
        <div style={{ marginBottom: 16 }}>
          {toolbar}
          {hint}
        </div>
      ) : (
        hint
      )}
      {resource.order
        ? parent && <OrderedTable resource={resource} params={parent} columns={columns} actions={actions} />
        : (!ofJournal || parent) && (
            <ResourceTable<ResourceRow>
              list={resource.list}
              columns={columns}
              rowKey={(row) => row.id}
              filters={filters}
              actions={actions}
              params={parent && { journalId: String(parent.journalId) }}
              toolbar={ofJournal ? undefined : toolbar}
            />
          )}
      <ResourceFormModal
        resource={resource}
        schema={schema}
        platform={platform}
        parent={parent}
        target={editor.target}
        onClose={editor.close}
      />
    </>
  );
}
