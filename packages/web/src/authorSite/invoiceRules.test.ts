import { describe, expect, it } from 'vitest';
import { applyFieldSchema } from './invoiceRules.ts';

const company = {
  orderIds: [1],
  kind: 'special',
  buyerName: '北京某某科技有限公司',
  taxpayerId: '91110108MA01ABCD3X',
  address: '北京市海淀区',
  phone: '010-62345678',
  bankName: '工商银行',
  bankAccount: '0200001234567890123',
  email: 'caiwu@example.com',
};
const check = (field: Parameters<typeof applyFieldSchema>[0], value: unknown, others: object = company) => {
  const result = applyFieldSchema(field, () => ({ ...others })).safeParse(value);
  return result.success ? null : result.error.issues[0]!.message;
};

describe('the invoice request’s field rules (the contract’s, with the rest of the form)', () => {
  it('checks the taxpayer ID by its pattern, upper-casing it as the server does', () => {
    expect(check('taxpayerId', '12345')).toBe('invoice.taxpayerId');
    expect(check('taxpayerId', '91110108ma01abcd3x')).toBeNull();
  });

  it('requires the company’s details for a 专票 only', () => {
    expect(check('bankName', '')).toBe('required');
    expect(check('bankName', '', { ...company, kind: 'normal' })).toBeNull();
    expect(check('taxpayerId', '', { ...company, kind: 'normal' })).toBeNull();
    expect(check('bankAccount', '12ab')).toBe('invalid');
  });

  it('needs at least one order and an e-mail', () => {
    expect(check('orderIds', [])).toBe('required');
    expect(check('email', '')).toBe('required');
  });
});
