import { featureTexts } from '../../../i18n/featureTexts.ts';

/** Words of 上传终稿 and of the file to typeset on the typesetting screen. */
const zh = {
  hint: '您的作者已录用、尚未开始排版的稿件。上传的终稿成为稿件文件的最新版本，排版人员据此排版。',
  finalDraft: '终稿',
  none: '未上传',
  upload: '上传终稿',
  uploadTitle: '上传作者的终稿',
  uploadHint: '请上传作者确认的终稿（Word 或 PDF）。上传后将替代此前的稿件文件，作为排版依据。',
  file: '终稿文件',
  fileRequired: '请先选择终稿文件',
  done: '终稿已上传',
  source: '待排版稿件',
  sourceFinal: '终稿',
  sourceLatest: '最新版本',
  sourceNone: '没有稿件文件。',
};

const en: typeof zh = {
  hint: 'Your authors’ accepted manuscripts not yet in layout. The final draft you upload becomes the manuscript file’s newest version, the one the typesetter works from.',
  finalDraft: 'Final draft',
  none: 'Not uploaded',
  upload: 'Upload final draft',
  uploadTitle: 'Upload the author’s final draft',
  uploadHint:
    'Upload the final draft the author approved (Word or PDF). It replaces the earlier manuscript file as the one typeset.',
  file: 'Final draft file',
  fileRequired: 'Choose the final draft file first',
  done: 'Final draft uploaded',
  source: 'File to typeset',
  sourceFinal: 'Final draft',
  sourceLatest: 'Newest version',
  sourceNone: 'No manuscript file.',
};

export const useFinalDraftTexts = featureTexts('finalDraft', zh, en);
