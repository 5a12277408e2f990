import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createIpLocator, isPrivateIp, LOCAL_NETWORK } from './ipLocation.ts';

describe('IP location for sign-in records', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    // A stand-in provider on loopback: one address it knows, one that fails, one that hangs.
    server = createServer((req, res) => {
      if (req.url?.includes('8.8.8.8')) res.end(JSON.stringify({ location: '美国' }));
      else if (req.url?.includes('1.2.3.4')) setTimeout(() => res.end('{}'), 2000);
      else res.writeHead(500).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('labels private and loopback addresses as the local network', () => {
    for (const ip of [
      '10.0.0.1',
      '192.168.1.9',
      '172.16.5.5',
      '127.0.0.1',
      '::1',
      '::ffff:192.168.0.2',
      'fd00::1',
    ]) {
      expect(isPrivateIp(ip), ip).toBe(true);
    }
    for (const ip of ['8.8.8.8', '172.32.0.1', '2001:db8::1']) expect(isPrivateIp(ip), ip).toBe(false);
  });

  it('asks the provider, and falls back to the fixed address when it fails, is slow or is not set', async () => {
    const locator = createIpLocator(`${base}/ip?q={ip}`, '中国', 300);
    expect(await locator.locate('192.168.1.1')).toBe(LOCAL_NETWORK);
    expect(await locator.locate('8.8.8.8')).toBe('美国');
    expect(await locator.locate('9.9.9.9')).toBe('中国');
    expect(await locator.locate('1.2.3.4')).toBe('中国');
    expect(await createIpLocator(undefined, '未知地区').locate('8.8.8.8')).toBe('未知地区');
  });
});
