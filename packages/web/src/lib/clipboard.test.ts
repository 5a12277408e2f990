import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerToaster } from '../api/notify.ts';
import { copyText } from './clipboard.ts';

function fakeToaster() {
  const shown: string[] = [];
  const record = (level: string) => (content: string, duration?: number) =>
    shown.push(`${level}:${content}:${duration}`);
  registerToaster({ success: record('success'), warning: record('warning'), error: record('error') });
  return shown;
}

describe('copyText', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('copies and says so for 2 seconds', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    const shown = fakeToaster();
    expect(await copyText('JB-2026-0001')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('JB-2026-0001');
    expect(shown).toEqual(['success:复制成功:2']);
  });

  it('says the browser cannot copy when there is no clipboard', async () => {
    vi.stubGlobal('navigator', {});
    const shown = fakeToaster();
    expect(await copyText('x')).toBe(false);
    expect(shown).toEqual(['warning:该浏览器不支持自动复制:2']);
  });
});
