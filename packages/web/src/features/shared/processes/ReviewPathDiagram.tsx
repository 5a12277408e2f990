import { FlowDiagram } from '../../../components/FlowDiagram.tsx';
import { usePick } from '../../../i18n/useLang.ts';
import { statusLabel } from '../manuscripts/workflowText.ts';

/** The statuses a manuscript passes from 0 (submitted, unpaid) to 90 (accepted) under a review process. */
export function ReviewPathDiagram({ path, label }: { path: readonly number[]; label: string }) {
  const pick = usePick();
  return (
    <FlowDiagram
      label={label}
      testId="review-path"
      nodes={path.map((code) => ({
        key: code,
        code,
        label: pick(statusLabel(code)),
      }))}
    />
  );
}
