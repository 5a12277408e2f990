import { CLIENT_MESSAGES } from '@jb/contract/errors';
import { isApiError } from '../api/ApiError.ts';
import { tr } from '../i18n/lang.ts';

/** The sentence to show inline for a failed call: the server's message, else SPEC §8's wording. */
export function errorText(error: unknown): string {
  if (isApiError(error)) {
    if (error.message) return error.message;
    if (error.status === 504) return tr(CLIENT_MESSAGES.gatewayTimeout);
    if (error.status === 0 || error.status >= 500 || error.status === 404)
      return tr(CLIENT_MESSAGES.loadFailed);
  }
  return tr(CLIENT_MESSAGES.requestFailed);
}
