import { describe, expect, it } from 'vitest';
import { fenToYuan, formatMoney, yuanToFen } from './money.ts';

describe('money between fen and yuan', () => {
  it('shows fen as yuan with two decimals', () => {
    expect(fenToYuan(180000)).toBe('1800.00');
    expect(fenToYuan(5)).toBe('0.05');
    expect(fenToYuan(0)).toBe('0.00');
    expect(fenToYuan(-1234)).toBe('-12.34');
    expect(formatMoney(3000)).toBe('30.00元');
    expect(formatMoney(null)).toBe('0.00元');
  });

  it('reads typed yuan exactly, without floating-point error', () => {
    expect(yuanToFen('1800')).toBe(180000);
    expect(yuanToFen('1800.5')).toBe(180050);
    expect(yuanToFen(' 0.29 ')).toBe(29);
    expect(yuanToFen('1.1')).toBe(110);
    expect(yuanToFen('19.99')).toBe(1999);
    expect(yuanToFen('0.')).toBe(0);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', '.5', '1.234', '-1', '1e3', 'abc', '1,000']) expect(yuanToFen(bad)).toBeNull();
  });

  it('round-trips every cent of a range', () => {
    for (let fen = 0; fen < 100_000; fen += 7) expect(yuanToFen(fenToYuan(fen))).toBe(fen);
  });
});
