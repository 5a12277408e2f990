import { CARD_STATE, CardState } from '@jb/contract/schemas/editorCards';
import { Tag } from 'antd';
import { usePick } from '../../../i18n/useLang.ts';

const COLORS: Record<number, string> = {
  [CardState.PENDING]: 'processing',
  [CardState.PUBLISHED]: 'success',
  [CardState.DISABLED]: 'default',
};

/** A business card's state: pending review, published, disabled. */
export function CardStateTag({ state, testId }: { state: number; testId?: string }) {
  const pick = usePick();
  const label = CARD_STATE[state];
  return (
    <Tag color={COLORS[state]} data-testid={testId}>
      {label ? pick(label) : state}
    </Tag>
  );
}
