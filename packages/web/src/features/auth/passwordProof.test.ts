import type { CallDeclaration } from '@jb/contract/api/define';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/** The declared calls, answered by path: the salt settings (GET) and the sign-in (POST). */
const get = vi.fn();
const post = vi.fn();
const api = vi.fn((call: CallDeclaration, input: { query?: unknown; body?: unknown }) =>
  call.method === 'GET' ? get(call.path, input.query) : post(call.path, input.body),
);
vi.mock('../../api/http.ts', () => ({ api }));
vi.mock('../../api/session.ts', () => ({ saveSession: vi.fn(), clearSession: vi.fn() }));

const { passwordProof } = await import('./passwordProof.ts');
const { login } = await import('./api.ts');

/** The server's settings answer for an account (GET /sys/loginSalt). */
const SALT = {
  algorithm: 'argon2id',
  memoryCost: 7168,
  timeCost: 5,
  parallelism: 1,
  salt: 'AAECAwQFBgcICQoLDA0ODw==',
  keyLength: 32,
  renew: false,
};
/** The key the server's argon2id (@node-rs/argon2, deriveKey) gives for 'Demo@2026 密码' under SALT. */
const SERVER_KEY = '24363iSxCMlumvYkEo14d6qsyo8oZf1mcnpSMFnF+dc=';

describe('password key (decision 0004)', () => {
  beforeEach(() => {
    get.mockReset().mockResolvedValue(SALT);
    post.mockReset();
  });

  it('derives in the browser the same key as the server, from the account’s salt', async () => {
    expect(await passwordProof('finance', 'Demo@2026 密码')).toEqual({ passwordKey: SERVER_KEY });
    expect(get).toHaveBeenCalledWith('/sys/loginSalt', { account: 'finance' });
  });

  it('signs in with the key and never sends the password', async () => {
    post.mockResolvedValue({
      token: 't',
      sessionKey: 'a2V5',
      sessionKeyEncrypted: false,
      webIp: '127.0.0.1',
      home: '/finance/index',
      idleTimeoutMs: 600_000,
      info: {
        perId: 1,
        account: 'finance',
        name: 'F',
        adminType: 1,
        roleNames: [],
        pressId: 1,
        pressName: 'P',
        platform: false,
      },
    });
    await login('finance', 'Demo@2026 密码');
    const [path, body] = post.mock.calls[0]!;
    expect(path).toBe('/sys/login');
    expect(body).toEqual({ account: 'finance', passwordKey: SERVER_KEY });
    expect(JSON.stringify(body)).not.toContain('Demo@2026');
  });

  it('sends the password once when the server asks to store it under today’s settings', async () => {
    get.mockResolvedValue({ ...SALT, memoryCost: 19456, timeCost: 2, renew: true });
    expect(await passwordProof('finance', 'Demo@2026 密码')).toEqual({ password: 'Demo@2026 密码' });
  });
});
