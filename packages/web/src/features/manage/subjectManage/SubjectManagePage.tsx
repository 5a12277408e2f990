import { pick } from '@jb/contract/i18n';
import type { SubjectNode } from '@jb/contract/schemas/subjects';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Empty, Modal, Skeleton, Space, Tag, Tooltip, Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/ApiError.ts';
import { toast } from '../../../api/notify.ts';
import { useCan } from '../../../app/usePermissions.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { shownByClient } from '../../../components/resourceTable/useListChange.tsx';
import { useLang } from '../../../i18n/useLang.ts';
import { errorText } from '../../../lib/errorText.ts';
import { SUBJECTS_KEY, useSubjects } from '../../shared/subjects.ts';
import { type SubjectTree, subjectTree } from '../../shared/subjectTree.ts';
import { deleteSubject } from './api.ts';
import { SubjectFormModal, type SubjectTarget } from './SubjectFormModal.tsx';
import { useSubjectTexts } from './texts.ts';

/** /manage/subjectManage: the subject tree; a press adds its own subjects and renames or deletes them. */
export default function SubjectManagePage() {
  const t = useSubjectTexts();
  const { t: tc } = useTranslation();
  const lang = useLang();
  const subjects = useSubjects();
  const client = useQueryClient();
  const canEdit = useCan('manage.subjectManage.edit');
  const [target, setTarget] = useState<SubjectTarget>(null);
  const [modal, holder] = Modal.useModal();
  const tree = useMemo(() => subjectTree(subjects.data ?? []), [subjects.data]);

  const remove = (node: SubjectNode) =>
    modal.confirm({
      title: t('deleteTitle', { name: node.name }),
      content: t('deleteContent'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-ok' },
      cancelButtonProps: { 'data-testid': 'confirm-cancel' },
      onOk: async () => {
        try {
          await deleteSubject(node.id);
          toast('success', tc('common.deleted'));
        } catch (error) {
          // "In use" arrives as a field problem of `id`: say it in words.
          const field = isApiError(error) ? error.fields[0] : undefined;
          if (field) toast('error', pick(field, lang));
          else if (!shownByClient(error)) toast('error', errorText(error));
        } finally {
          await client.invalidateQueries({ queryKey: SUBJECTS_KEY });
        }
      },
    });

  const title = (node: SubjectTree) => (
    <Space size={4} data-testid={`subject-node-${node.id}`}>
      <span>{node.name}</span>
      {node.shared && (
        <Tooltip title={t('sharedHint')}>
          <Tag>{t('shared')}</Tag>
        </Tooltip>
      )}
      {canEdit && (
        <Button
          type="link"
          size="small"
          onClick={() => setTarget({ mode: 'add', parent: node })}
          data-testid={`subject-add-${node.id}`}
        >
          {t('addChild')}
        </Button>
      )}
      {node.editable && (
        <>
          <Button
            type="link"
            size="small"
            onClick={() => setTarget({ mode: 'rename', node })}
            data-testid={`subject-rename-${node.id}`}
          >
            {t('rename')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            onClick={() => remove(node)}
            data-testid={`subject-delete-${node.id}`}
          >
            {tc('common.delete')}
          </Button>
        </>
      )}
    </Space>
  );
  const toData = (nodes: SubjectTree[]): DataNode[] =>
    nodes.map((n) => ({ key: n.id, title: title(n), children: toData(n.children) }));

  if (subjects.isPending) return <Skeleton active />;
  if (subjects.isError) return <LoadError onRetry={() => void subjects.refetch()} />;

  return (
    <>
      {holder}
      <Typography.Paragraph type="secondary">{t('hint')}</Typography.Paragraph>
      {canEdit && (
        <Button
          type="primary"
          style={{ marginBottom: 16 }}
          onClick={() => setTarget({ mode: 'add', parent: null })}
          data-testid="subject-add-top"
        >
          {t('addTop')}
        </Button>
      )}
      {tree.length === 0 ? (
        <Empty description={t('none')} />
      ) : (
        <Tree
          blockNode
          selectable={false}
          defaultExpandAll
          treeData={toData(tree)}
          data-testid="subject-tree"
        />
      )}
      <SubjectFormModal target={target} onClose={() => setTarget(null)} />
    </>
  );
}
