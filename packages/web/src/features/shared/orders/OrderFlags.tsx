import {
  AbnormalFlag,
  DISCOUNT_STATUS,
  DISCOUNT_TYPE,
  DiscountStatus,
  DiscountType,
} from '@jb/contract/enums/order';
import { Tag } from 'antd';
import { useCallback } from 'react';
import { usePick } from '../../../i18n/useLang.ts';
import { useOrderFlagTexts } from './texts.ts';

const DISCOUNT_COLORS: Record<number, string> = {
  [DiscountStatus.NONE]: 'default',
  [DiscountStatus.REVIEW]: 'processing',
  [DiscountStatus.APPROVED]: 'success',
  [DiscountStatus.REJECTED]: 'error',
};

/** discountsStatus (SPEC §4) as a tag: under review blue, approved green, rejected red. */
export function DiscountStatusTag({ status, testId }: { status: number; testId?: string }) {
  const pick = usePick();
  const label = DISCOUNT_STATUS[status] ?? DISCOUNT_STATUS[DiscountStatus.NONE]!;
  return (
    <Tag color={DISCOUNT_COLORS[status] ?? 'default'} data-testid={testId}>
      {pick(label)}
    </Tag>
  );
}

/** The red mark of an order flagged for finance's attention (abnormalFlag 2); nothing otherwise. */
export function AbnormalTag({ flag, testId }: { flag: number; testId?: string }) {
  const t = useOrderFlagTexts();
  if (flag !== AbnormalFlag.ABNORMAL) return null;
  return (
    <Tag color="red" data-testid={testId}>
      {t('abnormal')}
    </Tag>
  );
}

/** A discount's kind as read: 减免金额, 折扣 with its percentage, 全额减免. */
export function useDiscountTypeText() {
  const pick = usePick();
  const t = useOrderFlagTexts();
  return useCallback(
    (d: { type: number; percent: number | null }) => {
      const type = pick(DISCOUNT_TYPE[d.type] ?? { zh: String(d.type), en: String(d.type) });
      return d.type === DiscountType.PERCENT && d.percent !== null
        ? t('percentOff', { type, percent: d.percent })
        : type;
    },
    [pick, t],
  );
}
