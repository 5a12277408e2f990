import { ISSUE_LEVEL_ACTIONS } from '@jb/contract/productionRows';
import { TRANSITIONS } from '@jb/contract/transitions';
import { describe, expect, it } from 'vitest';
import {
  ACTION_DIALOG,
  chosenYear,
  completionDateAllowed,
  filmContent,
  isZipName,
  otherProblems,
  STAGE_ACTIONS,
  stageActions,
  zipProblems,
} from './production.ts';

describe('stage actions', () => {
  it('every issue-level action belongs to exactly one screen and opens something', () => {
    const all = Object.values(STAGE_ACTIONS).flat();
    expect([...all].sort()).toEqual([...ISSUE_LEVEL_ACTIONS].sort());
    for (const action of ISSUE_LEVEL_ACTIONS) expect(ACTION_DIALOG[action]).toBeTruthy();
  });

  it('each screen offers its own steps in the row’s order, and only what the row allows', () => {
    const row = { actions: ['sendToPress', 'requestFilmAlteration'] as const };
    expect(stageActions({ actions: [...row.actions] }, 'confirmation')).toEqual([
      'sendToPress',
      'requestFilmAlteration',
    ]);
    expect(stageActions({ actions: [...row.actions] }, 'film')).toEqual([]);
    expect(stageActions({ actions: ['outputFilm'] }, 'film')).toEqual(['outputFilm']);
    expect(stageActions({ actions: [] }, 'printing')).toEqual([]);
  });

  it('every action is a row of the transition table (its title is the button’s)', () => {
    for (const action of ISSUE_LEVEL_ACTIONS) expect(TRANSITIONS.some((t) => t.action === action)).toBe(true);
  });
});

describe('film upload', () => {
  it('takes a .zip by name, whatever its case', () => {
    expect(isZipName('出片.zip')).toBe(true);
    expect(isZipName('ISSUE.ZIP ')).toBe(true);
    expect(isZipName('issue.rar')).toBe(false);
    expect(isZipName('issue.zip.pdf')).toBe(false);
    expect(isZipName('zip')).toBe(false);
  });

  it('lists the zip’s bad entries in the person’s language, apart from other problems', () => {
    const fields = [
      { path: 'file', zh: '../x.pdf：不安全的路径', en: '../x.pdf: unsafe path' },
      { path: 'file', zh: 'a.doc：不是 PDF', en: 'a.doc: not a PDF' },
      { path: 'issueId', zh: '本期还有稿件未到这一环节', en: 'Some articles are not at this step' },
    ];
    expect(zipProblems(fields, 'zh-CN')).toEqual(['../x.pdf：不安全的路径', 'a.doc：不是 PDF']);
    expect(zipProblems(fields, 'en-US')).toEqual(['../x.pdf: unsafe path', 'a.doc: not a PDF']);
    expect(otherProblems(fields, 'zh-CN')).toEqual(['本期还有稿件未到这一环节']);
    expect(zipProblems([], 'zh-CN')).toEqual([]);
  });

  it('reads a film as the whole issue or so many PDFs', () => {
    expect(filmContent({ wholeIssue: true, entries: 1 })).toEqual({ key: 'wholeIssue' });
    expect(filmContent({ wholeIssue: false, entries: 3 })).toEqual({ key: 'pdfs', count: 3 });
  });
});

describe('printing completion date', () => {
  it('may be today or earlier, never after', () => {
    expect(completionDateAllowed('2026-11-28', '2026-11-28')).toBe(true);
    expect(completionDateAllowed('2026-10-31', '2026-11-28')).toBe(true);
    expect(completionDateAllowed('2026-11-29', '2026-11-28')).toBe(false);
    expect(completionDateAllowed('2027-01-01', '2026-12-31')).toBe(false);
  });
});

describe('chosen year', () => {
  it('keeps the year while the years load or when the journal has issues in production then', () => {
    expect(chosenYear(undefined, 2026)).toBe(2026);
    expect(chosenYear([2027, 2026], 2026)).toBe(2026);
  });
  it('falls back to every year otherwise', () => {
    expect(chosenYear([2027], 2026)).toBeNull();
    expect(chosenYear([2027, 2026], null)).toBeNull();
    expect(chosenYear([], 2026)).toBeNull();
  });
});
