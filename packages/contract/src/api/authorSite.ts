import { z } from 'zod';
import { annexResult, authorSupplementBody } from '../schemas/annexAudit.ts';
import {
  authorLoginBody,
  authorRegisterBody,
  authorSendCodeBody,
  authorSession,
} from '../schemas/authors.ts';
import { timestampParam } from '../schemas/common.ts';
import { idQuery, idVersionQuery } from '../schemas/list.ts';
import {
  authorManuscriptDetail,
  authorManuscriptRow,
  manuscriptSubmitBody,
  revisionBody,
  siteJournal,
  siteJournalQuery,
  submitResult,
} from '../schemas/manuscripts.ts';
import { defineCall } from './define.ts';

/**
 * The calls of a journal's submission site (ARCHITECTURE "The author site"): the same wire as
 * staff. Signed-in calls declare `access: 'author'` and are signed with the author's session (token,
 * nonce, HMACs under its session key, rotation) as staff calls are with a staff session.
 */
const tags = ['author site'] as const;

export const authorSendCode = defineCall({
  method: 'POST',
  path: '/author/sendCode',
  access: 'public',
  tags,
  summary: 'Send a registration code by SMS to a phone (one a minute)',
  body: authorSendCodeBody,
  response: z.null(),
});

export const authorRegister = defineCall({
  method: 'POST',
  path: '/author/register',
  access: 'public',
  tags,
  summary: 'Register an author with the press of a journal',
  body: authorRegisterBody,
  response: z.object({ id: z.number() }),
});

export const authorLogin = defineCall({
  method: 'POST',
  path: '/author/login',
  access: 'public',
  tags,
  summary: 'Sign an author in at a journal’s site',
  body: authorLoginBody,
  response: authorSession,
});

export const authorLogout = defineCall({
  method: 'POST',
  path: '/author/logout',
  access: 'author',
  tags,
  summary: 'Sign the author out',
  response: z.null(),
});

export const authorSubmit = defineCall({
  method: 'POST',
  path: '/author/manuscripts',
  access: 'author',
  tags,
  summary: 'Submit a manuscript to the journal the author is signed in to',
  body: manuscriptSubmitBody,
  response: submitResult,
});

export const authorManuscripts = defineCall({
  method: 'GET',
  path: '/author/manuscripts',
  access: 'author',
  tags,
  summary: 'The author’s manuscripts',
  query: z.object(timestampParam),
  response: z.array(authorManuscriptRow),
});

export const authorSiteJournal = defineCall({
  method: 'GET',
  path: '/author/journal',
  access: 'public',
  tags,
  summary: 'A journal’s submission site: its notice, columns, subjects, fee and upload rules',
  query: siteJournalQuery,
  response: siteJournal,
});

export const authorManuscriptDetailCall = defineCall({
  method: 'GET',
  path: '/author/manuscript/detail',
  access: 'author',
  tags,
  summary: 'One of the author’s manuscripts: what they sent, its orders and its status timeline',
  query: idQuery,
  response: authorManuscriptDetail,
});

export const authorStartRevision = defineCall({
  method: 'POST',
  path: '/author/manuscript/startRevision',
  access: 'author',
  tags,
  summary: 'Start revising a manuscript returned for revision (300 → 350)',
  body: idVersionQuery,
  response: z.object({ id: z.number(), status: z.number(), version: z.number() }),
});

export const authorSubmitRevision = defineCall({
  method: 'POST',
  path: '/author/manuscript/revise',
  access: 'author',
  tags,
  summary:
    'Send the revised manuscript with a response letter: it returns to the stage that asked for the revision',
  body: revisionBody,
  response: z.object({ id: z.number(), status: z.number(), version: z.number() }),
});

export const authorAnnexSupplement = defineCall({
  method: 'POST',
  path: '/author/manuscript/annexSupplement',
  access: 'author',
  tags,
  summary: 'Send the annexes the editorial office asked for (files uploaded as annexes, and a note)',
  body: authorSupplementBody,
  response: annexResult,
});
