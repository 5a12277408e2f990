import { groupMember } from '@jb/contract/schemas/groups';
import { Button, Form, InputNumber, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SchemaItem } from '../../../../components/form/SchemaItem.tsx';
import { SubjectsSelect } from '../../../operation/expertManagement/SubjectsSelect.tsx';
import { useStaffOptions } from '../../../shared/options.ts';
import type { GroupMemberValue } from '../api.ts';

const rules = groupMember.shape;

/** A member's name; Form.Item hands it the member's user id. */
function MemberName({ value, nameOf }: { value?: number; nameOf: (id: number) => string }) {
  return <span data-testid={`member-${value}`}>{value ? nameOf(value) : ''}</span>;
}

/**
 * The members of a group in an editable table (a Form.List named `members`): each with a weight
 * (share of one-key allocation, 1–100), a cap (most open manuscripts at once, 0 = no cap) and the
 * subjects one-key allocation gives them first (none: any subject).
 */
export function MembersEditor({ names, readOnly }: { names: Map<number, string>; readOnly: boolean }) {
  const { t } = useTranslation();
  const staff = useStaffOptions(undefined, !readOnly);
  const [adding, setAdding] = useState<number[]>([]);
  const form = Form.useFormInstance();
  const nameOf = (id: number) => names.get(id) ?? staff.data?.find((s) => s.value === id)?.label ?? `#${id}`;

  return (
    <Form.List name="members">
      {(rows, { add, remove }) => {
        // Form.List renders again whenever a member is added or removed.
        const members: GroupMemberValue[] = form.getFieldValue('members') ?? [];
        const choices = (staff.data ?? []).filter((s) => !members.some((m) => m.userId === s.value));
        return (
          <>
            {!readOnly && (
              <Space style={{ marginBottom: 12 }} wrap>
                <Select
                  mode="multiple"
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder={t('group.pickMembers')}
                  options={choices}
                  value={adding}
                  onChange={setAdding}
                  loading={staff.isPending}
                  style={{ minWidth: 320 }}
                  data-testid="group-member-pick"
                />
                <Button
                  disabled={adding.length === 0}
                  onClick={() => {
                    for (const userId of adding) add({ userId, weight: 1, cap: 0, subjectIds: [] });
                    setAdding([]);
                  }}
                  data-testid="group-member-add"
                >
                  {t('group.addMembers')}
                </Button>
              </Space>
            )}
            <Table
              size="small"
              pagination={false}
              rowKey="key"
              dataSource={rows}
              data-testid="group-members"
              locale={{ emptyText: t('group.noMembers') }}
              columns={[
                {
                  key: 'name',
                  title: t('person.name'),
                  render: (_, row) => (
                    <Form.Item name={[row.name, 'userId']} noStyle>
                      <MemberName nameOf={nameOf} />
                    </Form.Item>
                  ),
                },
                {
                  key: 'weight',
                  title: t('group.weight'),
                  render: (_, row) => (
                    <SchemaItem name={[row.name, 'weight']} schema={rules.weight} style={{ margin: 0 }}>
                      <InputNumber
                        min={1}
                        max={100}
                        precision={0}
                        disabled={readOnly}
                        data-testid={`member-weight-${row.name}`}
                      />
                    </SchemaItem>
                  ),
                },
                {
                  key: 'cap',
                  title: t('group.cap'),
                  render: (_, row) => (
                    <SchemaItem
                      name={[row.name, 'cap']}
                      schema={rules.cap}
                      style={{ margin: 0 }}
                      extra={null}
                    >
                      <InputNumber
                        min={0}
                        max={10000}
                        precision={0}
                        disabled={readOnly}
                        data-testid={`member-cap-${row.name}`}
                      />
                    </SchemaItem>
                  ),
                },
                {
                  key: 'subjects',
                  title: t('group.subjects'),
                  render: (_, row) => (
                    <SchemaItem
                      name={[row.name, 'subjectIds']}
                      schema={rules.subjectIds}
                      style={{ margin: 0 }}
                      extra={null}
                    >
                      <SubjectsSelect
                        placeholder={t('group.anySubject')}
                        maxCount={50}
                        disabled={readOnly}
                        data-testid={`member-subjects-${row.name}`}
                      />
                    </SchemaItem>
                  ),
                },
                ...(readOnly
                  ? []
                  : [
                      {
                        key: 'remove',
                        title: '',
                        render: (_: unknown, row: { name: number }) => (
                          <Button
                            type="link"
                            danger
                            size="small"
                            onClick={() => remove(row.name)}
                            data-testid={`member-remove-${row.name}`}
                          >
                            {t('group.removeMember')}
                          </Button>
                        ),
                      },
                    ]),
              ]}
            />
          </>
        );
      }}
    </Form.List>
  );
}
