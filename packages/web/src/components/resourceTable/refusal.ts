import { ErrorCode } from '@jb/contract/errors';
import { type Lang, pick } from '@jb/contract/i18n';
import { errorDataOf } from '@jb/contract/refusals';
import { REFUSAL_TEXT, type Refusal as WorkflowRefusal } from '@jb/contract/transitions';
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

/** Why the transition table refused a manuscript action (40070), in the table's words. */
function workflowReason(reason: string | undefined, lang: Lang): string[] {
  return reason && Object.hasOwn(REFUSAL_TEXT, reason)
    ? [pick(REFUSAL_TEXT[reason as WorkflowRefusal], lang)]
    : [];
}

export function refusalOf(error: unknown, lang: Lang): Refusal {
  const stale = isApiError(error) && (error.status === 409 || error.code === ErrorCode.STALE_VERSION);
  const envelope = isApiError(error) ? (error.body as { code?: unknown; data?: unknown } | null) : null;
  const details = [
    ...(errorDataOf(ErrorCode.ROLE_IN_USE, envelope)?.names ?? []),
    ...(errorDataOf(ErrorCode.MERCHANT_IN_USE, envelope)?.journals ?? []),
    ...(errorDataOf(ErrorCode.PERMISSION_NOT_GRANTED, envelope)?.permissions ?? []).map((code) =>
      pick(permissionTitle(code), lang),
    ),
    ...workflowReason(errorDataOf(ErrorCode.WORKFLOW_REFUSED, envelope)?.reason, lang),
    // Field problems the form had no input to show under.
    ...(isApiError(error) ? error.fields.map((field) => pick(field, lang)) : []),
  ];
  return { message: errorText(error), details, stale };
}
