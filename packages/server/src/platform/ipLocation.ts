import { isIP } from 'node:net';

/** Where an IP address is, for sign-in records. */
export interface IpLocator {
  locate(ip: string): Promise<string>;
}

export const LOCAL_NETWORK = '局域网';

const PRIVATE_V4 = [/^10\./, /^127\./, /^192\.168\./, /^172\.(1[6-9]|2\d|3[01])\./, /^169\.254\./, /^0\./];

export function isPrivateIp(raw: string): boolean {
  const ip = raw.replace(/^::ffff:/, '');
  if (isIP(ip) === 4) return PRIVATE_V4.some((r) => r.test(ip));
  const lower = ip.toLowerCase();
  return (
    lower === '::1' ||
    lower === '::' ||
    lower.startsWith('fc') ||
    lower.startsWith('fd') ||
    lower.startsWith('fe80')
  );
}

/**
 * Private addresses are the local network. Public ones are asked of the configured provider
 * (`IP_LOCATION_URL`, `{ip}` replaced; answers JSON with a `location` string or text); without one,
 * or when it fails or is slow, the fixed default address of SPEC §8.
 */
export function createIpLocator(url: string | undefined, fallback: string, timeoutMs = 1500): IpLocator {
  return {
    async locate(ip) {
      if (isPrivateIp(ip)) return LOCAL_NETWORK;
      if (!url) return fallback;
      try {
        const res = await fetch(url.replace('{ip}', encodeURIComponent(ip)), {
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (!res.ok) return fallback;
        const text = (await res.text()).trim();
        let location = text;
        try {
          const json = JSON.parse(text) as { location?: unknown };
          location = typeof json.location === 'string' ? json.location : '';
        } catch {
          // plain text answer
        }
        return location && location.length <= 100 ? location : fallback;
      } catch {
        return fallback;
      }
    },
  };
}
