import { Button, Flex, Skeleton, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useCan } from '../../../app/usePermissions.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { type ProcessKind, type ProcessOf, type ProcessScope, useProcess } from './api.ts';
import { ProcessStatus } from './ProcessStatus.tsx';
import { ScopePicker } from './ScopePicker.tsx';
import { useProcessTexts } from './texts.ts';
import { useProcessScope } from './useProcessScope.ts';
import { VersionsTable } from './VersionsTable.tsx';

/**
 * A process screen (review or production): the press default or a journal, the process in force
 * (drawn by `children`), the way to its editor, and its saved versions.
 */
export function ProcessOverview<K extends ProcessKind>({
  kind,
  editorPath,
  editPermission,
  children,
}: {
  kind: K;
  editorPath: string;
  editPermission: string;
  children: (process: ProcessOf<K>, scope: ProcessScope) => ReactNode;
}) {
  const t = useProcessTexts();
  const navigate = useNavigate();
  const { scope, ready, platform, set, query } = useProcessScope();
  const process = useProcess(kind, scope, ready);
  const canEdit = useCan(editPermission);

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Flex gap={12} wrap align="center">
        <ScopePicker scope={scope} platform={platform} onChange={set} />
        {canEdit && ready && (
          <Button
            type="primary"
            onClick={() => void navigate(`${editorPath}?${query}`)}
            data-testid="process-edit"
          >
            {t('edit')}
          </Button>
        )}
      </Flex>
      {ready && process.isPending && <Skeleton active />}
      {process.isError && <LoadError onRetry={() => void process.refetch()} />}
      {process.data && (
        <>
          <ProcessStatus process={process.data} />
          {children(process.data, scope)}
          <Typography.Title level={5}>{t('versions')}</Typography.Title>
          <VersionsTable kind={kind} scope={scope} />
        </>
      )}
    </Space>
  );
}
