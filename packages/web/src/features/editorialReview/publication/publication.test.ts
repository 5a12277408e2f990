import { describe, expect, it } from 'vitest';
import {
  checkRunning,
  downloadName,
  findingLines,
  pageRange,
  publicationDateAllowed,
} from './publication.ts';

describe('the publication screen’s rules', () => {
  it('reads a check’s findings per article, the issue’s own last, each problem once', () => {
    expect(
      findingLines([
        { manuscriptId: null, articleNo: '', problem: 'noFilm' },
        { manuscriptId: 1, articleNo: 'NY-2026-0001', problem: 'noDoi' },
        { manuscriptId: 2, articleNo: 'NY-2026-0002', problem: 'finalPdfLost' },
        { manuscriptId: 1, articleNo: 'NY-2026-0001', problem: 'noFinalPdf' },
        { manuscriptId: 1, articleNo: 'NY-2026-0001', problem: 'noDoi' },
      ]),
    ).toEqual([
      { articleNo: 'NY-2026-0001', problems: ['noDoi', 'noFinalPdf'] },
      { articleNo: 'NY-2026-0002', problems: ['finalPdfLost'] },
      { articleNo: '', problems: ['noFilm'] },
    ]);
    expect(findingLines([])).toEqual([]);
  });

  it('lets a publication date be today or earlier, never later', () => {
    expect(publicationDateAllowed('2026-11-28', '2026-11-28')).toBe(true);
    expect(publicationDateAllowed('2026-01-31', '2026-11-28')).toBe(true);
    expect(publicationDateAllowed('2026-11-29', '2026-11-28')).toBe(false);
  });

  it('prints pages as a range, or one page alone', () => {
    expect(pageRange(1, 8)).toBe('1–8');
    expect(pageRange(9, 9)).toBe('9');
  });

  it('keeps looking while the newest check is pending', () => {
    expect(checkRunning(undefined)).toBe(false);
    expect(checkRunning([])).toBe(false);
    expect(checkRunning([{ state: 'pending' }, { state: 'failed' }])).toBe(true);
    expect(checkRunning([{ state: 'passed' }, { state: 'pending' }])).toBe(false);
  });

  it('names downloads without path characters', () => {
    expect(downloadName('2026年 第3期/总12', '.xml')).toBe('2026年_第3期_总12.xml');
  });
});
