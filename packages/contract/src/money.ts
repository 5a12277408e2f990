/**
 * Money is integer fen on the wire and in the database (ARCHITECTURE.md); people read and type yuan
 * with two decimals. Both conversions work on the digits, never on floating-point yuan.
 */
const YUAN = /^(\d{1,12})(?:\.(\d{0,2}))?$/;

/** 180000 → "1800.00". */
export function fenToYuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fen));
  const yuan = Math.floor(abs / 100);
  const cents = String(abs % 100).padStart(2, '0');
  return `${sign}${yuan}.${cents}`;
}

/** "1800", "1800.5", "1800.50" → 180050-style whole fen; null for anything that is not an amount. */
export function yuanToFen(text: string): number | null {
  const match = YUAN.exec(text.trim());
  if (!match) return null;
  const cents = (match[2] ?? '').padEnd(2, '0');
  return Number(match[1]) * 100 + Number(cents);
}

/** "1800.00元" (SPEC §9's amount text). */
export function formatMoney(fen: number | null | undefined): string {
  return `${fenToYuan(fen ?? 0)}元`;
}

/** The VAT included in an amount at a rate in percent, in whole fen (an invoice's tax). */
export function taxIncludedFen(amountFen: number, ratePercent: number): number {
  return Math.round((amountFen * ratePercent) / (100 + ratePercent));
}
