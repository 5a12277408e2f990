import { subjectAdd, subjectDelete, subjectUpdate } from '@jb/contract/api/subjects';
import { api } from '../../../api/http.ts';

export function addSubject(name: string, parentId: number | null) {
  return api(subjectAdd, { body: { name, parentId } }, { quiet: true });
}

export function renameSubject(id: number, name: string) {
  return api(subjectUpdate, { body: { id, name } }, { quiet: true });
}

export function deleteSubject(id: number) {
  return api(subjectDelete, { query: { id } }, { quiet: true });
}
