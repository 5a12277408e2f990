import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64, bytesToBase64Url, bytesToHex, randomHex, utf8 } from './encoding.ts';

describe('wire encodings', () => {
  it('base64 round-trips bytes, including large buffers', () => {
    const bytes = new Uint8Array(100_000).map((_, i) => (i * 7) % 256);
    const encoded = bytesToBase64(bytes);
    expect(encoded).toBe(Buffer.from(bytes).toString('base64'));
    expect(Buffer.from(base64ToBytes(encoded)).equals(Buffer.from(bytes))).toBe(true);
    expect(bytesToBase64(utf8('期刊'))).toBe(Buffer.from('期刊').toString('base64'));
  });

  it('base64url has no padding and uses - and _', () => {
    const bytes = new Uint8Array([251, 255, 191, 0]);
    expect(bytesToBase64Url(bytes)).toBe(Buffer.from(bytes).toString('base64url'));
    expect(bytesToBase64Url(bytes)).not.toMatch(/[+/=]/);
  });

  it('random is 16 bytes of hex', () => {
    expect(randomHex()).toMatch(/^[0-9a-f]{32}$/);
    expect(bytesToHex(new Uint8Array([0, 15, 255]))).toBe('000fff');
  });
});
