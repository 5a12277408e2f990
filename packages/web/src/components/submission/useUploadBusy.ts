import { useCallback, useMemo, useState } from 'react';

/** The file fields of a form that may be uploading at once. */
export type UploadBusy = Record<'manuscript' | 'annex' | 'certificate', (busy: boolean) => void>;

/** Whether any file of the form is still on its way, and the callbacks its file fields report to. */
export function useUploadBusy(): { uploading: boolean; onBusy: UploadBusy } {
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const busyOf = useCallback(
    (field: string) => (value: boolean) =>
      setBusy((b) => (b[field] === value ? b : { ...b, [field]: value })),
    [],
  );
  const onBusy = useMemo(
    () => ({ manuscript: busyOf('manuscript'), annex: busyOf('annex'), certificate: busyOf('certificate') }),
    [busyOf],
  );
  return { uploading: Object.values(busy).some(Boolean), onBusy };
}
