import { describe, expect, it } from 'vitest';
import { listLink, orderListLink, paidInMonths } from './links.ts';

describe('the finance home’s links to its lists', () => {
  it('puts the filters given in the URL and leaves out the empty ones', () => {
    expect(listLink('/finance/refundManage', { status: 4, journalId: undefined })).toBe(
      '/finance/refundManage?status=4',
    );
    expect(orderListLink({})).toBe('/finance/orderList');
    expect(orderListLink({ payStatus: 0, journalId: 7, keyword: '' })).toBe(
      '/finance/orderList?payStatus=0&journalId=7',
    );
  });
  it('turns months into the China days they span, through the end of February', () => {
    expect(paidInMonths('2026-02', '2026-02', { journalId: 3 })).toBe(
      '/finance/orderList?journalId=3&paidFrom=2026-02-01&paidTo=2026-02-28',
    );
    expect(paidInMonths('2023-12', '2024-02', { feeType: 1 })).toBe(
      '/finance/orderList?feeType=1&paidFrom=2023-12-01&paidTo=2024-02-29',
    );
  });
});
