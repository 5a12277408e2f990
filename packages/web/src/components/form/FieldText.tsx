import type { ReactNode } from 'react';

/**
 * A form field shown as text, not edited: the field exists so that the server's problems with it
 * (an application decided meanwhile) land under it. Form.Item hands it a value it does not show.
 */
export function FieldText({ text, testId }: { value?: unknown; text: ReactNode; testId?: string }) {
  return <div data-testid={testId}>{text}</div>;
}
