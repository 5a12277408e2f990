import { http } from '../../../api/http.ts';

export function addSubject(name: string, parentId: number | null) {
  return http.post<{ id: number }>('/sys/subject/add', { name, parentId }, { quiet: true });
}

export function renameSubject(id: number, name: string) {
  return http.put('/sys/subject/update', { id, name }, { quiet: true });
}

export function deleteSubject(id: number) {
  return http.delete('/sys/subject/delete', { id }, { quiet: true });
}
