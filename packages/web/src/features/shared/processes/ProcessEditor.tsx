import { Alert, Button, Skeleton, Space, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormSave } from '../../../components/form/useFormSave.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import {
  type ProcessKind,
  type ProcessOf,
  type ProcessScope,
  type ProcessSettings,
  saveProcess,
  useProcess,
} from './api.ts';
import { ProcessStatus } from './ProcessStatus.tsx';
import { ScopePicker } from './ScopePicker.tsx';
import { useProcessTexts } from './texts.ts';
import { useProcessScope } from './useProcessScope.ts';

/**
 * A process editor (review or production): loads the process in force for the scope, lets `children`
 * edit its settings, and saves them as a new version, then goes back to the overview.
 */
export function ProcessEditor<K extends ProcessKind, S>({
  kind,
  overviewPath,
  hint,
  settingsOf,
  bodyOf,
  children,
}: {
  kind: K;
  overviewPath: string;
  hint: string;
  /** The editable settings of a loaded process (normalised). */
  settingsOf: (process: ProcessOf<K>) => S;
  /** The save body's settings part (`{stages}` or `{steps}`). */
  bodyOf: (settings: S) => ProcessSettings;
  children: (settings: S, change: (settings: S) => void, scope: ProcessScope) => ReactNode;
}) {
  const t = useProcessTexts();
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const { scope, ready, platform, set, query } = useProcessScope();
  const process = useProcess(kind, scope, ready);
  const [settings, setSettings] = useState<S | null>(null);
  const { save, saving } = useFormSave([['process', kind]]);
  const back = () => void navigate(`${overviewPath}?${query}`);

  // A (re)loaded process replaces the edits; settingsOf is a pure function of it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: settingsOf is passed inline by the screen
  useEffect(() => {
    if (process.data) setSettings(settingsOf(process.data));
  }, [process.data]);

  const onSave = async () => {
    if (settings === null) return;
    const saved = await save(() => saveProcess(kind, scope, bodyOf(settings)), {
      done: (result: ProcessOf<K>) => t('saved', { version: result.version }),
    });
    if (saved) back();
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <ScopePicker scope={scope} platform={platform} onChange={set} />
      {ready && process.isPending && <Skeleton active />}
      {process.isError && <LoadError onRetry={() => void process.refetch()} />}
      {process.data && settings !== null && (
        <>
          <ProcessStatus process={process.data} />
          {process.data.inherited && scope.journalId !== null && (
            <Alert type="info" showIcon title={t('inheritedHint')} />
          )}
          <Typography.Text type="secondary">{hint}</Typography.Text>
          {children(settings, setSettings, scope)}
          <Space>
            <Button type="primary" loading={saving} onClick={() => void onSave()} data-testid="process-save">
              {tc('common.save')}
            </Button>
            <Button onClick={back} data-testid="process-back">
              {t('back')}
            </Button>
          </Space>
        </>
      )}
    </Space>
  );
}
