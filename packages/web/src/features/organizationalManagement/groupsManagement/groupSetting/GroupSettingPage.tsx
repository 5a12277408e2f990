import { groupList } from '@jb/contract/api/groups';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Skeleton, Space } from 'antd';
import { useLayoutEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../../api/ApiError.ts';
import { toast } from '../../../../api/notify.ts';
import { useScreenSearchParams } from '../../../../app/useScreenSearchParams.ts';
import { showFieldErrors } from '../../../../components/form/fieldErrors.ts';
import { LoadError } from '../../../../components/LoadError.tsx';
import { useListChange } from '../../../../components/resourceTable/useListChange.tsx';
import { useLang } from '../../../../i18n/useLang.ts';
import { type GroupDetail, type GroupValues, groupDetailKey, updateGroup, useGroupDetail } from '../api.ts';
import { GroupFields } from '../GroupFields.tsx';
import { MembersEditor } from './MembersEditor.tsx';

function valuesOf(detail: GroupDetail): GroupValues {
  return {
    name: detail.name,
    journalId: detail.journalId,
    description: detail.description,
    members: detail.members.map(({ userId, weight, cap, subjectIds }) => ({
      userId,
      weight,
      cap,
      subjectIds,
    })),
  };
}

/** /organizationalManagement/groupsManagement/groupSetting?id=: a group's details and its members. */
export default function GroupSettingPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const [search] = useScreenSearchParams();
  const id = Number(search.get('id')) || 0;
  const detail = useGroupDetail(id);
  const client = useQueryClient();
  const change = useListChange(groupList);
  const [form] = Form.useForm<GroupValues>();
  const [saving, setSaving] = useState(false);
  const canEdit = !!detail.data?.actions.includes('edit');
  const names = useMemo(
    () => new Map((detail.data?.members ?? []).map((m) => [m.userId, `${m.name}（${m.account}）`])),
    [detail.data],
  );

  // Loaded, or reloaded after a save or a stale-version refusal: show the stored group.
  useLayoutEffect(() => {
    if (detail.data) form.setFieldsValue(valuesOf(detail.data));
  }, [form, detail.data]);

  if (!id) return <LoadError onRetry={() => undefined} detail={t('group.noId')} />;
  if (detail.isPending) return <Skeleton active />;
  if (detail.isError) return <LoadError onRetry={() => void detail.refetch()} />;
  const group = detail.data;

  const onFinish = async (values: GroupValues) => {
    setSaving(true);
    try {
      await change.run(async () => {
        try {
          await updateGroup(
            { ...values, journalId: values.journalId ?? null, members: values.members ?? [] },
            group,
          );
        } catch (error) {
          if (isApiError(error) && showFieldErrors(form, error.fields, lang)) return;
          throw error;
        }
        toast('success', t('common.saved'));
      });
    } finally {
      await client.invalidateQueries({ queryKey: groupDetailKey(id) });
      setSaving(false);
    }
  };

  return (
    <Card data-testid="group-setting">
      {change.holder}
      <Form
        form={form}
        layout="vertical"
        onFinish={onFinish}
        disabled={!canEdit}
        initialValues={valuesOf(group)}
      >
        <GroupFields />
        <Form.Item label={t('group.members')}>
          <MembersEditor names={names} readOnly={!canEdit} />
        </Form.Item>
        <Space>
          {canEdit && (
            <Button type="primary" htmlType="submit" loading={saving} data-testid="form-submit">
              {t('common.save')}
            </Button>
          )}
          <Link to="/organizationalManagement/groupsManagement">
            <Button disabled={false}>{t('group.backToList')}</Button>
          </Link>
        </Space>
      </Form>
    </Card>
  );
}
