import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';

/**
 * Demo mode, resolved in one place: `DEMO_MODE` true or false, or `auto` (the default), which is on
 * exactly when the database is the embedded PGlite (`npm start` without `DATABASE_URL`). In demo
 * mode verification codes in the outbox are shown as sent; outside it they never leave the server.
 */
export function demoMode(config: Pick<Config, 'DEMO_MODE'>, engine: Database['engine']): boolean {
  if (config.DEMO_MODE === 'auto') return engine === 'pglite';
  return config.DEMO_MODE === 'true';
}

/**
 * A text carrying a code or a password as screens show it outside demo mode: every run of three or
 * more Latin letters and digits (a code, a temporary password, an account) replaced whole, so no
 * part of a secret stays readable; Chinese text and short numbers ("5 分钟") are kept.
 */
export function maskDigits(text: string): string {
  return text.replace(/[A-Za-z0-9@#$%^&*_+=!?.-]{3,}/g, (run) => '•'.repeat(run.length));
}
