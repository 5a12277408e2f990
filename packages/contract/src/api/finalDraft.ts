import { z } from 'zod';
import { finalDraftBody, finalDraftListQuery, finalDraftPage } from '../schemas/finalDraft.ts';
import { defineCall } from './define.ts';

/** 上传终稿 (/caibian/UploadTerminal): the acquisition editor uploads their author's final draft. */
const tags = ['caibian'] as const;

export const finalDraftList = defineCall({
  method: 'GET',
  path: '/sys/caibian/finalDraft/list',
  access: { permission: 'caibian.UploadTerminal' },
  tags,
  summary: 'My accepted manuscripts not yet in layout, with the final draft uploaded',
  query: finalDraftListQuery,
  response: finalDraftPage,
});

export const finalDraftUpload = defineCall({
  method: 'POST',
  path: '/sys/caibian/finalDraft/upload',
  access: { permission: 'caibian.UploadTerminal.upload' },
  tags,
  summary:
    'Attach an uploaded file as the author’s final draft: the manuscript file’s newest version, the one typeset',
  body: finalDraftBody,
  response: z.object({ id: z.number(), revision: z.number() }),
});
