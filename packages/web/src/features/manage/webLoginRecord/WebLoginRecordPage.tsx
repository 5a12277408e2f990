import type { ResultOf } from '@jb/contract/api/define';
import { loginRecordExport, loginRecordList } from '@jb/contract/api/loginRecords';
import { LOGIN_RESULTS } from '@jb/contract/schemas/loginRecords';
import type { ColumnsType } from 'antd/es/table/interface';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../app/usePermissions.ts';
import { useIsPlatform } from '../../../app/useSession.ts';
import type { FilterField } from '../../../components/resourceTable/filters.ts';
import { ResourceTable } from '../../../components/resourceTable/ResourceTable.tsx';
import { usePick } from '../../../i18n/useLang.ts';
import { formatTime } from '../../../lib/formatTime.ts';
import { signInResultColumn, userAgentColumn } from '../../shared/signIns/signInColumns.tsx';

type LoginRecordRow = ResultOf<typeof loginRecordList>['list'][number];

/** /manage/webLoginRecord: who signed in (or tried to), when, from where. */
export default function WebLoginRecordPage() {
  const { t } = useTranslation();
  const pick = usePick();
  const platform = useIsPlatform();
  const canExport = useCan('manage.webLoginRecord.export');

  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'text', name: 'person', label: t('loginRecord.person') },
      { kind: 'text', name: 'ip', label: 'IP' },
      {
        kind: 'select',
        name: 'result',
        label: t('loginRecord.result'),
        options: Object.entries(LOGIN_RESULTS).map(([value, label]) => ({ value, label: pick(label) })),
      },
      { kind: 'dateRange', from: 'from', to: 'to', label: t('loginRecord.time') },
    ],
    [t, pick],
  );

  const columns = useMemo<ColumnsType<LoginRecordRow>>(() => {
    return [
      { key: 'createdAt', title: t('loginRecord.time'), render: (_, r) => formatTime(r.createdAt) },
      { key: 'account', title: t('person.account'), dataIndex: 'account' },
      { key: 'name', title: t('person.name'), render: (_, r) => r.name ?? '-' },
      ...(platform
        ? [
            {
              key: 'pressName',
              title: t('common.press'),
              render: (_: unknown, r: LoginRecordRow) => r.pressName ?? '-',
            },
          ]
        : []),
      { key: 'ip', title: 'IP', dataIndex: 'ip' },
      { key: 'location', title: t('loginRecord.location'), dataIndex: 'location' },
      signInResultColumn<LoginRecordRow>(t('loginRecord.result'), LOGIN_RESULTS, pick),
      userAgentColumn<LoginRecordRow>(t('loginRecord.userAgent')),
    ];
  }, [t, pick, platform]);

  return (
    <ResourceTable<LoginRecordRow>
      list={loginRecordList}
      columns={columns}
      rowKey={(row) => row.id}
      filters={filters}
      exportCall={canExport ? loginRecordExport : undefined}
      exportName="login-records"
      scrollX={1300}
    />
  );
}
