import { describe, expect, it } from 'vitest';
import { maskDigits } from './demoMode.ts';

describe('masking secrets outside demo mode', () => {
  it('hides a whole code, a whole temporary password and an account, and keeps the Chinese text', () => {
    expect(maskDigits('【期刊管理系统】您的验证码为 482913，5 分钟内有效，请勿泄露。')).toBe(
      '【期刊管理系统】您的验证码为 ••••••，5 分钟内有效，请勿泄露。',
    );
    expect(maskDigits('您的账号 zhang01 已开通，初始密码 aB3kx9Pq2z，请登录后尽快修改。')).toBe(
      '您的账号 ••••••• 已开通，初始密码 ••••••••••，请登录后尽快修改。',
    );
    expect(maskDigits('临时密码 x7#Kp!2q，')).toBe('临时密码 ••••••••，');
  });
});
