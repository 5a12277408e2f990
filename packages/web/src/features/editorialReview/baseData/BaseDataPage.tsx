import { Alert, Skeleton } from 'antd';
import { useCan } from '../../../app/usePermissions.ts';
import { LoadError } from '../../../components/LoadError.tsx';
import { useSettings } from '../../manage/otherSettings/api.ts';
import { PressSettingsForm } from '../../manage/otherSettings/PressSettingsForm.tsx';
import { useSettingsTexts } from '../../manage/otherSettings/texts.ts';
import { PressGate, usePressScope } from '../../shared/pressScope.tsx';

/**
 * /editorialReview/baseData: the press settings reviewers work by (numbering, reminders, the score
 * sheet), read-only unless the person may edit them.
 */
export default function BaseDataPage() {
  return (
    <PressGate>
      <BaseData />
    </PressGate>
  );
}

function BaseData() {
  const t = useSettingsTexts();
  const detail = useSettings(usePressScope());
  const canEdit = useCan('manage.otherSettings.edit');

  if (detail.isPending) return <Skeleton active />;
  if (detail.isError) return <LoadError onRetry={() => void detail.refetch()} />;
  return (
    <>
      {!canEdit && <Alert type="info" showIcon title={t('readOnly')} style={{ marginBottom: 16 }} />}
      <PressSettingsForm detail={detail.data} readOnly={!canEdit} />
    </>
  );
}
