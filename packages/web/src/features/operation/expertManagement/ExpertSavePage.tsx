import { useCan } from '../../../app/usePermissions.ts';
import { useScreenSearchParams } from '../../../app/useScreenSearchParams.ts';
import { AddExpert } from './AddExpert.tsx';
import { EditExpert } from './EditExpert.tsx';

/**
 * /operation/expertManagement/expertManagementSave (编辑专家): `?id=` edits that expert, without it a
 * new one is added. Read with the pool's permission; saving takes its edit permission.
 */
export default function ExpertSavePage() {
  const [search] = useScreenSearchParams();
  const id = Number(search.get('id')) || 0;
  const canEdit = useCan('operation.expertManagement.edit');
  // Keyed by id: moving to another expert starts a fresh form.
  return id > 0 ? <EditExpert key={id} id={id} canEdit={canEdit} /> : <AddExpert canEdit={canEdit} />;
}
