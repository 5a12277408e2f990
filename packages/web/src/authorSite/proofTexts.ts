import { featureTexts } from '../i18n/featureTexts.ts';

const zh = {
  card: '校对清样',
  cardHint:
    '本刊请您校对第 {{round}} 校的清样：请在 PDF 上框选需要修改之处并写明意见，编辑部结束本校次后由排版员统一修改。',
  open: '打开清样校对',
  title: '校对清样 · 第 {{round}} 校',
  hint: '在页面上拖出一个框标注需要修改的地方，选择类型并写明修改意见；本校次结束前可以撤回自己的标注。编辑的标注也列在下面。',
  back: '返回稿件详情',
  notFound: '没有找到这篇稿件',
  refused: '现在不能校对这篇稿件',
  noFile: '本校次的清样还没有上传',
};

const en: typeof zh = {
  card: 'Read the proofs',
  cardHint:
    'The journal asks you to read proof {{round}}: mark what to correct on the PDF with your note; the typesetter makes the corrections once the editorial office closes the round.',
  open: 'Open the proof',
  title: 'Proof reading · proof {{round}}',
  hint: 'Drag a box on a page to mark what to correct, choose the kind and write the correction; you can take back your own marks until the round closes. The editor’s marks are listed too.',
  back: 'Back to the manuscript',
  notFound: 'Manuscript not found',
  refused: 'This manuscript cannot be proofread now',
  noFile: 'This round’s proof has not been uploaded yet',
};

/** The author's proof reading on the site. */
export const useProofTexts = featureTexts('authorProof', zh, en);
