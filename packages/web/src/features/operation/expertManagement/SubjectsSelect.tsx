import { TreeSelect } from 'antd';
import { useSubjectOptions } from './subjectOptions.ts';

/**
 * Several subjects picked from the press's subject tree (its own and the platform's), searchable by
 * name: the expert pool's picker, also used for editor-group members. Form.Item hands it
 * `value`/`onChange`.
 */
export function SubjectsSelect(props: {
  value?: number[];
  onChange?: (ids: number[]) => void;
  placeholder: string;
  maxCount: number;
  disabled?: boolean;
  'data-testid': string;
}) {
  const subjects = useSubjectOptions();
  return (
    <TreeSelect
      multiple
      allowClear
      treeData={subjects.tree}
      loading={subjects.loading}
      showSearch={{ treeNodeFilterProp: 'title' }}
      style={{ minWidth: 200 }}
      {...props}
    />
  );
}
