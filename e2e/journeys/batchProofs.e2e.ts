import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { renderPdf } from '../../packages/server/src/platform/pdf.ts';
import { rowWith } from '../support/antd.ts';
import { signedInPage, useJourney } from '../support/journey.ts';
import { openFromMenu } from '../support/menu.ts';
import { picture, SETTLE, toastSays } from '../support/screen.ts';
import { typesettingWorld } from '../support/world.ts';

const TITLES = ['批量校样旅程：玉米密植增产试验', '批量校样旅程：水稻秸秆还田研究'];
const world = typesettingWorld({
  journal: '现代农业研究',
  issue: { volume: 92, number: 1, pageBudget: 0 },
  scheduled: TITLES,
  laidOutBy: 'paiban',
});

/** A small real PDF named as the typesetter names a layout: its article number first. */
async function layoutPdf(name: string) {
  const buffer = await renderPdf({ title: name, author: '孙排版' }, [
    { kind: 'title', text: name },
    { kind: 'paragraph', text: '批量上传的初排校样。' },
  ]);
  return { name, mimeType: 'application/pdf', buffer };
}

/** Picks files in the batch dialog as a person picks several at once. */
async function pick(page: Page, names: string[]) {
  const input = page.getByTestId('batch-modal').locator('input[type=file]');
  await input.setInputFiles(await Promise.all(names.map(layoutPdf)));
  await expect
    .poll(() => page.getByTestId('batch-chosen').innerText(), SETTLE)
    .toBe(`已选 ${names.length} 个文件`);
}

/**
 * A batch of proofs on 发排校对 (issue 23 §3): 孙排版 has two manuscripts waiting for their layout
 * on their desk. A batch with a file whose name numbers none of them is refused as a whole, naming
 * that file; the two layouts, each named with its article number, go in at once, each to its
 * manuscript (now at proof 1), and the desk no longer lists them.
 */
describe('a batch of proofs on the typesetter’s desk', () => {
  const journey = useJourney({}, world.prepare);
  let setter: Page;

  it('refuses a batch naming the file that numbers no manuscript, handing in nothing', async () => {
    setter = await signedInPage(journey, 'paiban');
    await openFromMenu(setter, '编辑审稿', '发排校对', /\/editorialReview\/postingDateFaPai/);
    await setter.getByTestId('tab-desk').waitFor(SETTLE);
    await setter.getByTestId('filter-keyword').fill('批量校样旅程');
    await setter.getByTestId('filter-submit').click();
    for (const title of TITLES) await rowWith(setter, title).waitFor(SETTLE);

    await setter.getByTestId('batch-open').click();
    await setter.getByTestId('batch-choose').waitFor(SETTLE);
    const [a, b] = world.articles();
    await pick(setter, [`${a!.articleNo}-初排.pdf`, '无稿号的校样.pdf']);
    await setter.getByTestId('batch-send').click();
    const refused = setter.getByTestId('batch-refusals');
    await refused.waitFor(SETTLE);
    expect(await refused.innerText()).toContain('无稿号的校样.pdf');
    expect(await refused.innerText()).not.toContain(a!.articleNo);
    await picture(setter, 'batch-proofs-zh-CN-refused.png');

    // A file that is not a PDF is caught before anything is sent.
    await setter.getByTestId('batch-modal').getByText('清空').click();
    await pick(setter, [`${b!.articleNo}-初排.docx`]);
    expect(await setter.getByTestId('batch-refusals').innerText()).toContain(
      `不是 PDF：${b!.articleNo}-初排.docx`,
    );
    expect(await setter.getByTestId('batch-send').isDisabled()).toBe(true);
    await setter.getByTestId('batch-modal').getByText('清空').click();
  });

  it('hands in two layouts at once, each to the manuscript its file name numbers', async () => {
    const [a, b] = world.articles();
    await pick(setter, [`${a!.articleNo}-初排.pdf`, `${b!.articleNo}-初排.pdf`]);
    await setter.getByTestId('batch-send').click();
    await toastSays(setter, '已提交 2 份校样');
    for (const m of [a!, b!]) {
      const result = setter.getByTestId(`batch-result-${m.id}`);
      await result.waitFor(SETTLE);
      expect(await result.innerText()).toContain(`${m.articleNo}-初排.pdf`);
      expect(await result.innerText()).toContain('第 1 校');
    }
    await picture(setter, 'batch-proofs-zh-CN-done.png');
    await setter.getByTestId('batch-close').click();
    // Both moved on to proof 1: off the desk, on the proofs tab.
    for (const title of TITLES) await expect.poll(() => rowWith(setter, title).count(), SETTLE).toBe(0);
    await setter.getByTestId('tab-proofs').click();
    await setter.getByTestId('filter-keyword').fill('批量校样旅程');
    await setter.getByTestId('filter-submit').click();
    for (const title of TITLES) await rowWith(setter, title).waitFor(SETTLE);
  });
});
