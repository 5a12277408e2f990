import { STATUS_CODES } from '@jb/contract/workflow';
import { describe, expect, it } from 'vitest';
import {
  actionTitle,
  type BatchAnswer,
  batchLines,
  formatBytes,
  noteRequired,
  payStatusColor,
  refusalText,
  statusGroups,
  statusLabel,
} from './workflowText.ts';

describe('statusGroups', () => {
  const groups = statusGroups();
  const codes = (key: string) => groups.find((g) => g.key === key)?.codes ?? [];

  it('puts every status of the catalogue in exactly one group', () => {
    const all = groups.flatMap((g) => g.codes);
    expect([...all].sort((a, b) => a - b)).toEqual([...STATUS_CODES].sort((a, b) => a - b));
    expect(new Set(all).size).toBe(all.length);
  });

  it('groups payment, review to acceptance, production in path order, and the side paths', () => {
    expect(groups.map((g) => g.key)).toEqual(['payment', 'review', 'production', 'side']);
    expect(codes('payment')).toEqual([0]);
    expect(codes('review')).toEqual([1, 10, 15, 16, 20, 30, 40, 50, 60, 65, 70, 80, 90]);
    expect(codes('production').slice(0, 5)).toEqual([100, 110, 120, 130, 140]);
    // Proof 8 and revision 8 come before film output, as on the path.
    expect(codes('production').indexOf(191)).toBeLessThan(codes('production').indexOf(190));
    expect(codes('production').slice(-2)).toEqual([230, 240]);
    expect(codes('side')).toEqual([300, 350, 400, 450, 600]);
  });
});

describe('status and action words', () => {
  it('labels statuses from the catalogue, unknown codes as themselves', () => {
    expect(statusLabel(0)).toEqual({ zh: '作者未支付', en: 'Author unpaid' });
    expect(statusLabel(1).zh).toBe('初审分配');
    expect(statusLabel(999)).toEqual({ zh: '999', en: '999' });
    expect(statusLabel(null).zh).toBe('-');
  });

  it('titles actions from the transition table, and the submission', () => {
    expect(actionTitle('submit')).toEqual({ zh: '提交', en: 'Submitted' });
    expect(actionTitle('confirmRemittance').zh).toBe('确认汇款');
    expect(actionTitle('waiveFee').zh).toBe('免除预付费');
    expect(actionTitle('modify').zh).toBe('修改稿件信息');
    expect(actionTitle('later')).toEqual({ zh: 'later', en: 'later' });
    expect(actionTitle('toString')).toEqual({ zh: 'toString', en: 'toString' });
  });

  it('asks for a reason where the table does', () => {
    expect(noteRequired('waiveFee')).toBe(true);
    expect(noteRequired('withdrawEntry')).toBe(true);
    expect(noteRequired('confirmRemittance')).toBe(false);
    expect(noteRequired('unknown')).toBe(false);
  });

  it('words refusal reasons it knows only', () => {
    expect(refusalText('guard')?.zh).toBe('稿件当前条件不满足此操作');
    expect(refusalText('toString')).toBeNull();
    expect(refusalText('somethingNew')).toBeNull();
    expect(refusalText(null)).toBeNull();
  });

  it('shows order pay status 5 in red (SPEC §4)', () => {
    expect(payStatusColor(5)).toBe('red');
    expect(payStatusColor(1)).toBe('green');
    expect(payStatusColor(2)).toBe('default');
  });
});

describe('batchLines', () => {
  const ticked = [
    { id: 1, articleNo: 'A-1', title: '甲' },
    { id: 2, articleNo: 'A-2', title: '乙' },
    { id: 3, articleNo: 'A-3', title: '丙' },
    { id: 4, articleNo: 'A-4', title: '丁' },
  ];
  const answers: BatchAnswer[] = [
    {
      ok: false,
      id: 2,
      code: 40901,
      message: '稿件已被他人处理，请刷新后查看当前状态',
      reason: null,
      status: 1,
    },
    { ok: true, id: 1, status: 1, version: 3 },
    { ok: false, id: 3, code: 40070, message: '稿件当前不能执行此操作', reason: 'wrongStatus', status: 400 },
  ];

  it('says what became of each ticked manuscript, in the order ticked', () => {
    expect(batchLines(answers, ticked, 'zh-CN')).toEqual([
      { id: 1, name: 'A-1 甲', ok: true, text: '初审分配' },
      { id: 2, name: 'A-2 乙', ok: false, text: '稿件已被他人处理，请刷新后查看当前状态' },
      { id: 3, name: 'A-3 丙', ok: false, text: '稿件当前不能执行此操作（稿件当前状态不能执行此操作）' },
      { id: 4, name: 'A-4 丁', ok: false, text: '没有结果' },
    ]);
  });

  it('speaks the interface language', () => {
    const en = batchLines(
      [{ ok: false, id: 3, code: 40070, message: 'Not now', reason: 'noteRequired', status: 0 }, answers[1]!],
      ticked.slice(0, 3),
      'en-US',
    );
    expect(en.map((l) => l.text)).toEqual([
      'First-review allocation',
      'No answer',
      'Not now (Please give a reason)',
    ]);
  });
});

describe('formatBytes', () => {
  it('reads bytes, kilobytes and megabytes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2.0 KB');
    expect(formatBytes(5 * 1024 * 1024 + 300_000)).toBe('5.3 MB');
  });
});
