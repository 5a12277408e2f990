import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { GiftIcon } from '../icons.tsx';
import { formatMoney } from './money.ts';

/**
 * An amount in fen shown as "1800.00元"; `free` adds SPEC §9's free mark (a paid "0.00元"), whose
 * test id is the amount's with `-free`.
 */
export function MoneyText({
  fen,
  testId,
  free,
}: {
  fen: number | null | undefined;
  testId?: string;
  free?: boolean;
}) {
  const { t } = useTranslation();
  if (!free) return <span data-testid={testId}>{formatMoney(fen)}</span>;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      <span data-testid={testId}>{formatMoney(fen)}</span>{' '}
      <Tag
        color="gold"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
        data-testid={testId && `${testId}-free`}
      >
        <GiftIcon />
        {t('common.free')}
      </Tag>
    </span>
  );
}
