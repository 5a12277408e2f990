import { ErrorCode } from '@jb/contract/errors';
import { type Lang, pick } from '@jb/contract/i18n';
import { isApiError } from '../../api/ApiError.ts';
import { errorText } from '../../lib/errorText.ts';
import { permissionTitle } from '../../lib/permissionTitles.ts';

/** What a refused change tells the person: the server's sentence and the names it is about. */
export interface Refusal {
  message: string;
  /** Who or what is in the way (holders of a role, journals using a merchant, ungranted permissions). */
  details: string[];
  /** Someone else changed the record (409): the list reloads. */
  stale: boolean;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

export function refusalOf(error: unknown, lang: Lang): Refusal {
  const stale = isApiError(error) && (error.status === 409 || error.code === ErrorCode.STALE_VERSION);
  const data = isApiError(error) ? ((error.body as { data?: unknown } | null)?.data ?? null) : null;
  const d = (data ?? {}) as { names?: unknown; journals?: unknown; permissions?: unknown };
  const details = [
    ...strings(d.names),
    ...strings(d.journals),
    ...strings(d.permissions).map((code) => pick(permissionTitle(code), lang)),
  ];
  return { message: errorText(error), details, stale };
}
