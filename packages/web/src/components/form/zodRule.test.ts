import { personalUpdateBody } from '@jb/contract/schemas/personal';
import { describe, expect, it } from 'vitest';
import { zodProblem } from './zodRule.ts';

describe('zodProblem', () => {
  const phone = personalUpdateBody.shape.phone;

  it('gives SPEC §5 phone messages in the asked language', () => {
    expect(zodProblem(phone, '', 'zh-CN')).toBe('手机号码不能为空');
    expect(zodProblem(phone, '12345678901', 'zh-CN')).toBe('手机号码格式错误');
    expect(zodProblem(phone, '123', 'en-US')).toBe('Phone number format is wrong');
    expect(zodProblem(phone, '13912345678', 'zh-CN')).toBeNull();
  });
});
