import { auditTemplateList } from '@jb/contract/api/templates';
import type { AuditTemplate } from '@jb/contract/schemas/templates';
import { REVIEW_STAGES } from '@jb/contract/workflow';
import { Button, Flex, Modal, Segmented, Table, Typography } from 'antd';
import type { HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/usePermissions.ts';
import { useScreenSearchParams } from '../../../app/useScreenSearchParams.ts';
import { useEditor } from '../../../components/formModal/useEditor.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { useListChange } from '../../../components/resourceTable/useListChange.tsx';
import { usePick } from '../../../i18n/useLang.ts';
import { PressGate, usePressScope } from '../../shared/pressScope.tsx';
import { useTemplates } from '../../shared/processes/templates.ts';
import { deleteTemplate } from './api.ts';
import { TemplateFormModal } from './TemplateFormModal.tsx';
import { useTemplateTexts } from './texts.ts';

const ALL = 'all';

/** /manage/auditTemplate: review-opinion templates per review stage. */
export default function AuditTemplatePage() {
  return (
    <PressGate>
      <Templates />
    </PressGate>
  );
}

function Templates() {
  const pressId = usePressScope();
  const t = useTemplateTexts();
  const { t: tc } = useTranslation();
  const pick = usePick();
  const [search, setSearch] = useScreenSearchParams();
  const known = REVIEW_STAGES.find((s) => s.key === search.get('stage'));
  const stage = known?.key ?? null;
  const templates = useTemplates(stage, pressId);
  const canEdit = useCan('manage.auditTemplate.edit');
  const editor = useEditor<AuditTemplate>();
  const change = useListChange(auditTemplateList);
  const [modal, holder] = Modal.useModal();
  const stageTitle = (key: string) => {
    const found = REVIEW_STAGES.find((s) => s.key === key);
    return found ? pick(found.title) : key;
  };

  const remove = (row: AuditTemplate) =>
    modal.confirm({
      title: t('deleteTitle', { name: row.name }),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
      cancelButtonProps: { 'data-testid': 'confirm-cancel' },
      onOk: () => change.run(() => deleteTemplate(row), tc('common.deleted')),
    });

  return (
    <>
      {holder}
      {change.holder}
      <Typography.Paragraph type="secondary">{t('hint')}</Typography.Paragraph>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <Segmented
          value={stage ?? ALL}
          onChange={(key) =>
            setSearch(
              (s) => {
                if (key === ALL) s.delete('stage');
                else s.set('stage', String(key));
                return s;
              },
              { replace: true },
            )
          }
          options={[
            { value: ALL, label: t('allStages') },
            ...REVIEW_STAGES.map((s) => ({ value: s.key, label: pick(s.title) })),
          ]}
          data-testid="template-stage-filter"
        />
        {canEdit && (
          <Button type="primary" onClick={() => editor.create()} data-testid="table-add">
            {t('add')}
          </Button>
        )}
      </Flex>
      {templates.isError ? (
        <LoadError onRetry={() => void templates.refetch()} />
      ) : (
        <Table<AuditTemplate>
          rowKey="id"
          size="middle"
          loading={templates.isFetching}
          dataSource={templates.data}
          pagination={false}
          locale={{ emptyText: t('none') }}
          onRow={(row) => ({ 'data-testid': `template-row-${row.id}` }) as HTMLAttributes<HTMLElement>}
          columns={[
            { key: 'stage', title: t('stage'), render: (_, r) => stageTitle(r.stage), width: 120 },
            { key: 'name', title: t('name'), dataIndex: 'name', width: 200 },
            { key: 'content', title: t('content'), dataIndex: 'content', ellipsis: true },
            ...(canEdit
              ? [
                  {
                    key: 'actions',
                    title: tc('table.actions'),
                    width: 140,
                    render: (_: unknown, r: AuditTemplate) => (
                      <>
                        <Button
                          type="link"
                          size="small"
                          onClick={() => editor.edit(r)}
                          data-testid={`template-edit-${r.id}`}
                        >
                          {tc('common.edit')}
                        </Button>
                        <Button
                          type="link"
                          size="small"
                          danger
                          onClick={() => remove(r)}
                          data-testid={`template-delete-${r.id}`}
                        >
                          {tc('common.delete')}
                        </Button>
                      </>
                    ),
                  },
                ]
              : []),
          ]}
        />
      )}
      <TemplateFormModal target={editor.target} stage={stage} onClose={editor.close} />
    </>
  );
}
