import type { ArchiveCheckRow } from '@jb/contract/schemas/publication';

/**
 * The rules of the publication screen (终版文件) that need no screen: how a check's findings read,
 * which dates a publication may take, when the list keeps looking for a check's end. What a person
 * may do to an issue is never decided here: each row's `actions` says so.
 */

export type Finding = ArchiveCheckRow['findings'][number];

/** One line of a check's findings: an article (by number) or the whole issue (''), and its problems. */
export interface FindingLine {
  articleNo: string;
  problems: Finding['problem'][];
}

/** A check's findings as lines: one per article in the order found, the issue's own (film) last. */
export function findingLines(findings: readonly Finding[]): FindingLine[] {
  const lines: FindingLine[] = [];
  for (const f of findings) {
    const line = lines.find((l) => l.articleNo === f.articleNo);
    if (line) {
      if (!line.problems.includes(f.problem)) line.problems.push(f.problem);
    } else lines.push({ articleNo: f.articleNo, problems: [f.problem] });
  }
  return [...lines.filter((l) => l.articleNo !== ''), ...lines.filter((l) => l.articleNo === '')];
}

/** A publication date a person may pick: not after today in China (`YYYY-MM-DD` strings compare as dates). */
export function publicationDateAllowed(date: string, today: string): boolean {
  return date <= today;
}

/** An article's pages as printed: `5` for one page, `1–8` for a range. */
export function pageRange(firstPage: number, lastPage: number): string {
  return firstPage === lastPage ? String(firstPage) : `${firstPage}–${lastPage}`;
}

/** Whether a check is still running (its newest is pending): the screen looks again until it ends. */
export function checkRunning(checks: readonly Pick<ArchiveCheckRow, 'state'>[] | undefined): boolean {
  return checks?.[0]?.state === 'pending';
}

/** A safe file name for an issue's download: the journal's issue label without path characters. */
export function downloadName(label: string, suffix: string): string {
  return `${label.replace(/[\\/:*?"<>|\s]+/g, '_')}${suffix}`;
}
