import { columns } from '@jb/contract/api/columns';
import { columnBody } from '@jb/contract/schemas/columns';
import { ResourcePage } from '../../../components/resource/ResourcePage.tsx';

/** /operation/programManage: a journal's columns (sections): add, edit, enable or disable, reorder. */
export default function ProgramManagePage() {
  return <ResourcePage resource={columns} schema={columnBody} />;
}
