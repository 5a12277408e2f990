import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { deflatedEntry, zipOf } from '../../packages/server/src/platform/files/zipWriter.ts';
import { renderPdf } from '../../packages/server/src/platform/pdf.ts';
import { searchAndChoose, submitDialog } from './antd.ts';
import { openFromMenu } from './menu.ts';
import { SETTLE, toastSays } from './screen.ts';

/** A small real PDF (the product's own PDF writer), as a typesetter's layout or revision. */
export async function proofPdf(label: string, title: string, typesetter: string) {
  const buffer = await renderPdf({ title: label, author: typesetter }, [
    { kind: 'title', text: label },
    { kind: 'paragraph', text: `${title}（校样）` },
  ]);
  return { name: `${label}.pdf`, mimeType: 'application/pdf', buffer };
}

/**
 * Uploads a proof PDF through the open upload dialog of 发排校对 (with its page count, when given)
 * and hands it in.
 */
export async function handInProof(page: Page, file: Awaited<ReturnType<typeof proofPdf>>, pages?: number) {
  const form = page.getByTestId('upload-form');
  await form.waitFor(SETTLE);
  await form.getByTestId('upload-file').locator('input[type=file]').setInputFiles(file);
  await form.locator('.ant-upload-list-item-done').waitFor(SETTLE);
  if (pages !== undefined) await form.getByTestId('upload-pages').fill(String(pages));
  await submitDialog(page);
  await toastSays(page, '校样已提交');
}

const filmPdf = (label: string) =>
  Buffer.from(`%PDF-1.7\n% ${label}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`);
let filmFolder: string | undefined;
/**
 * A film zip on disk, as a person picks it on 出片改片: each entry a small PDF (deflated, as
 * archivers write them).
 */
export function filmZip(name: string, entries: string[]): string {
  filmFolder ??= mkdtempSync(path.join(tmpdir(), 'jb-film-'));
  const bytes = zipOf(entries.map((entry) => deflatedEntry(entry, filmPdf(entry))));
  const file = path.join(filmFolder, name);
  writeFileSync(file, bytes);
  return file;
}

/**
 * Opens an issue-stage screen (出片改片, 清样确认, 印刷, 邮寄发行, 终版文件) from the menu on a
 * journal: kept from the last screen, or chosen from the journal picker by typing its name.
 */
export async function openIssueScreen(page: Page, screen: string, url: RegExp, journal: string) {
  await openFromMenu(page, '编辑审稿', screen, url);
  // The new screen, not the last one still showing while its code loads; its list once a journal is chosen.
  await expect.poll(() => page.getByTestId('screen-title').innerText(), SETTLE).toBe(screen);
  await page.getByTestId('resource-table').waitFor(SETTLE);
  await chooseJournal(page, journal);
}

/**
 * Chooses a journal on a screen's journal picker unless it is already the chosen one (a screen keeps
 * the last screen's): typed into the picker, as the option shows in a long list once searched for.
 */
export async function chooseJournal(page: Page, journal: string) {
  const picker = page.getByTestId('journal-picker');
  // The chosen journal (the first one, until chosen): the select's shown value, not its hidden option list.
  const chosen = () => picker.locator('.ant-select-content').getAttribute('title');
  await picker.waitFor(SETTLE);
  if ((await chosen()) === journal) return;
  await searchAndChoose(page, 'journal-picker', journal, journal, { byTitle: true });
  await expect.poll(chosen, SETTLE).toBe(journal);
}
