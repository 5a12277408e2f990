import { isApiError } from '../api/ApiError.ts';

/** The `data` of a refused call's envelope (e.g. the fee types that overlap), or null. */
export function errorData<T>(error: unknown): Partial<T> | null {
  if (!isApiError(error)) return null;
  const data = (error.body as { data?: unknown } | null)?.data;
  return data && typeof data === 'object' ? (data as Partial<T>) : null;
}
