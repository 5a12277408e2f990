import { feedbackSend, feedbackUpload } from '@jb/contract/api/feedback';
import { LONG_REQUEST_TIMEOUT_MS } from '@jb/contract/constants';
import { api } from '../../api/http.ts';
import { FeedbackButton } from '../../features/shared/feedback/FeedbackButton.tsx';
import type { FeedbackValues } from '../../features/shared/feedback/FeedbackModal.tsx';
import { useIsPlatform } from '../useSession.ts';

function send(body: FeedbackValues) {
  return api(feedbackSend, { body }, { quiet: true });
}

function upload(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return api(feedbackUpload, { form }, { quiet: true, timeoutMs: LONG_REQUEST_TIMEOUT_MS });
}

/** The staff header's 反馈: any signed-in person; a platform operator's goes without a file. */
export function FeedbackEntry() {
  const platform = useIsPlatform();
  return <FeedbackButton send={send} upload={platform ? undefined : upload} />;
}
