import { describe, expect, it } from 'vitest';
import {
  acceptOf,
  awaitedPayment,
  byCode,
  bylineProblem,
  emptyAuthor,
  extensionOf,
  fileProblem,
  fileSize,
  formPath,
  siteJournalQueryOf,
  sitePath,
  statusLabel,
  submissionBody,
  uploadRules,
  withCorresponding,
} from './rules.ts';

const site = { maxFileMb: 50, allowedTypes: ['doc', 'docx', 'pdf'] };
const MB = 1024 * 1024;

describe('upload rules, as the server applies them', () => {
  it('takes the journal’s types for a manuscript, adds images and zip for annexes, fixes certificates', () => {
    expect(uploadRules('manuscript', site)).toEqual({ types: ['doc', 'docx', 'pdf'], maxMb: 50 });
    expect(uploadRules('annex', site).types).toEqual(['doc', 'docx', 'pdf', 'jpg', 'png', 'zip']);
    expect(uploadRules('annex', { ...site, allowedTypes: ['pdf', 'zip'] }).types).toEqual([
      'pdf',
      'zip',
      'jpg',
      'png',
    ]);
    expect(uploadRules('fundCertificate', site)).toEqual({ types: ['pdf', 'jpg', 'png'], maxMb: 10 });
  });

  it('reads a name’s type by its extension, jpeg as jpg', () => {
    expect(extensionOf('稿件.DOCX')).toBe('docx');
    expect(extensionOf('photo.jpeg')).toBe('jpg');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf('README')).toBe('');
    expect(extensionOf('.pdf')).toBe('');
    expect(extensionOf('name.')).toBe('');
  });

  it('refuses a wrong type, an empty file and one over the size before sending', () => {
    const rules = uploadRules('manuscript', site);
    expect(fileProblem({ name: 'a.docx', size: 10 }, rules)).toBeNull();
    expect(fileProblem({ name: 'a.txt', size: 10 }, rules)).toBe('file.type');
    expect(fileProblem({ name: 'a', size: 10 }, rules)).toBe('file.type');
    expect(fileProblem({ name: 'a.pdf', size: 0 }, rules)).toBe('file.empty');
    expect(fileProblem({ name: 'a.pdf', size: 50 * MB }, rules)).toBeNull();
    expect(fileProblem({ name: 'a.pdf', size: 50 * MB + 1 }, rules)).toBe('file.tooLarge');
    expect(fileProblem({ name: 'c.png', size: 11 * MB }, uploadRules('fundCertificate', site))).toBe(
      'file.tooLarge',
    );
  });

  it('lists the accepted extensions for the file dialog', () => {
    expect(acceptOf({ types: ['pdf', 'jpg'], maxMb: 1 })).toBe('.pdf,.jpg,.jpeg');
  });
});

describe('the byline', () => {
  const row = (name: string, corresponding = false) => ({ ...emptyAuthor(name), corresponding });

  it('needs exactly one corresponding author', () => {
    expect(bylineProblem([row('甲', true)])).toBeNull();
    expect(bylineProblem([row('甲'), row('乙', true)])).toBeNull();
    expect(bylineProblem([row('甲'), row('乙')])).toBe('authors.corresponding');
    expect(bylineProblem([row('甲', true), row('乙', true)])).toBe('authors.corresponding');
    expect(bylineProblem([])).toBe('required');
    expect(bylineProblem(undefined)).toBe('required');
  });

  it('moves the corresponding mark to one author and leaves the list as it was', () => {
    const rows = [row('甲', true), row('乙'), row('丙')];
    const next = withCorresponding(rows, 2);
    expect(next.map((r) => r.corresponding)).toEqual([false, false, true]);
    expect(rows.map((r) => r.corresponding)).toEqual([true, false, false]);
    expect(bylineProblem(next)).toBeNull();
  });
});

describe('the submission body', () => {
  const values = {
    columnId: 3,
    title: '  深度学习  ',
    keywords: '学习',
    abstract: '',
    subjectId: undefined,
    natureArticleType: 0 as const,
    authors: [
      { name: ' 甲 ', affiliation: '某大学', email: '', corresponding: false },
      { name: '乙', affiliation: '', email: 'b@example.com', corresponding: true },
    ],
    foundationFlag: false,
    fundName: '国家自然科学基金',
    fundLevel: 2,
    fundCertificateFileId: [{ id: 9, name: 'c.pdf' }],
    manuscriptFileId: [{ id: 7, name: 'm.docx' }],
    annexFileIds: [
      { id: 11, name: 'a.zip' },
      { id: 12, name: 'b.png' },
    ],
  };

  it('sends ids for files and trims the texts', () => {
    const body = submissionBody(values);
    expect(body).toMatchObject({
      columnId: 3,
      title: '深度学习',
      subjectId: null,
      natureArticleType: 0,
      manuscriptFileId: 7,
      annexFileIds: [11, 12],
    });
    expect(body.authors?.[0]).toEqual({ name: '甲', affiliation: '某大学', email: '', corresponding: false });
  });

  it('leaves the fund out unless the work is grant-supported', () => {
    expect(submissionBody(values)).toMatchObject({
      foundationFlag: false,
      fundName: '',
      fundLevel: null,
      fundCertificateFileId: null,
    });
    expect(submissionBody({ ...values, foundationFlag: true, fundNumber: 'N1' })).toMatchObject({
      foundationFlag: true,
      fundName: '国家自然科学基金',
      fundNumber: 'N1',
      fundLevel: 2,
      fundCertificateFileId: 9,
    });
  });

  it('puts a server field problem where the form shows it', () => {
    expect(formPath('authors.1.name')).toEqual(['authors', 1, 'name']);
    expect(formPath('annexFileIds.0')).toEqual(['annexFileIds']);
    expect(formPath('manuscriptFileId')).toEqual(['manuscriptFileId']);
  });
});

describe('what the author reads', () => {
  it('labels statuses, unknown codes as themselves', () => {
    expect(statusLabel(0).zh).toBe('作者未支付');
    expect(statusLabel(9999)).toEqual({ zh: '9999', en: '9999' });
  });

  it('finds the prepaid order still unpaid', () => {
    expect(awaitedPayment([{ feeType: 1, payStatus: 0, amountFen: 50_000 }])?.amountFen).toBe(50_000);
    expect(awaitedPayment([{ feeType: 1, payStatus: 1 }])).toBeNull();
    expect(awaitedPayment([{ feeType: 3, payStatus: 0 }])).toBeNull();
  });

  it('shows file sizes in B, KB and MB', () => {
    expect(fileSize(985)).toBe('985 B');
    expect(fileSize(2048)).toBe('2.0 KB');
    expect(fileSize(5 * MB)).toBe('5.0 MB');
  });
});

describe('the site address', () => {
  it('names the journal and the manuscript, 0 for what is missing or not a number', () => {
    expect(sitePath('/submit/jsjkxyyy')).toEqual({ journalKey: 'jsjkxyyy', manuscriptId: 0 });
    expect(sitePath('/submit/jsjk-2/manuscripts')).toEqual({ journalKey: 'jsjk-2', manuscriptId: 0 });
    expect(sitePath('/submit/jsjkxyyy/manuscripts/34')).toEqual({ journalKey: 'jsjkxyyy', manuscriptId: 34 });
    expect(sitePath('/submit/jsjkxyyy/manuscripts/34/proofs')).toEqual({
      journalKey: 'jsjkxyyy',
      manuscriptId: 34,
    });
    // An older link names the journal by id.
    expect(sitePath('/submit/12/manuscripts/34')).toEqual({ journalKey: '12', manuscriptId: 34 });
    expect(sitePath('/submit/Not_A_Code/manuscripts/x')).toEqual({ journalKey: '', manuscriptId: 0 });
    expect(sitePath('/loginAdmin')).toEqual({ journalKey: '', manuscriptId: 0 });
    expect(siteJournalQueryOf('12')).toEqual({ journalId: 12 });
    expect(siteJournalQueryOf('jsjkxyyy')).toEqual({ code: 'jsjkxyyy' });
    expect(byCode('/submit/12/manuscripts/34', 'jsjkxyyy')).toBe('/submit/jsjkxyyy/manuscripts/34');
  });
});
