import { formatMoney } from './money.ts';

/** An amount in fen shown as "1800.00元". */
export function MoneyText({ fen, testId }: { fen: number | null | undefined; testId?: string }) {
  return <span data-testid={testId}>{formatMoney(fen)}</span>;
}
