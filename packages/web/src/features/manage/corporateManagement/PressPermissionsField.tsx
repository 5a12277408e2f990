import { ALL_PERMISSIONS, PLATFORM_ONLY_PERMISSIONS } from '@jb/contract/permissions';
import type { PermissionNode } from '@jb/contract/schemas/roleAdmin';
import { Form, Skeleton } from 'antd';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError.tsx';
import { PermissionTree } from '../../../components/permissionTree/PermissionTree.tsx';
import { pruneTree } from '../../../components/permissionTree/treeChecks.ts';
import { usePermissionTree } from '../../../components/permissionTree/usePermissionTree.ts';
import { usePressDetail } from './api.ts';

const GRANTABLE = new Set(ALL_PERMISSIONS.filter((p) => !PLATFORM_ONLY_PERMISSIONS.includes(p)));

/** What a press may be given: the platform's tree without the platform's own screens. */
export function usePressGrantTree(): {
  tree: PermissionNode[] | undefined;
  error: boolean;
  retry: () => void;
} {
  const full = usePermissionTree();
  const tree = useMemo(() => (full.data ? pruneTree(full.data, GRANTABLE) : undefined), [full.data]);
  return { tree, error: full.isError, retry: () => void full.refetch() };
}

/**
 * The permissions the platform gives a press (its roles can hold only these). A new press starts with
 * the default set; an existing one shows its grants once its detail has loaded.
 */
export function PressPermissionsField({ pressId }: { pressId: number | null }) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const grant = usePressGrantTree();
  const detail = usePressDetail(pressId);

  useEffect(() => {
    if (detail.data && !form.isFieldTouched('permissions'))
      form.setFieldsValue({ permissions: detail.data.permissions });
  }, [detail.data, form]);

  const waiting = !grant.tree || (pressId !== null && detail.isPending);
  return (
    <Form.Item name="permissions" label={t('press.permissions')} extra={t('press.permissionsHint')}>
      {grant.error || detail.isError ? (
        <LoadError onRetry={grant.retry} />
      ) : waiting ? (
        <Skeleton active />
      ) : (
        <PermissionTree tree={grant.tree ?? []} />
      )}
    </Form.Item>
  );
}
