import { z } from 'zod';
import { screenPermission } from '../menu.ts';
import {
  CONFIRM_PERMISSION,
  FILM_PERMISSION,
  FILM_SCREEN,
  PRINTING_PERMISSION,
  PRINTING_SCREEN,
  PROOF_CONFIRMATION_SCREEN,
} from '../productionRows.ts';
import {
  filmAlterationBody,
  filmUploadQuery,
  issueBody,
  issueMoveAnswer,
  journalYearsQuery,
  printingBody,
  printingCompletePage,
  printingCompleteQuery,
  productionIssuesPage,
  productionIssuesQuery,
} from '../schemas/issueProduction.ts';
import { idQuery } from '../schemas/list.ts';
import { defineCall } from './define.ts';

/**
 * Film output, proof confirmation and printing on whole issues (SPEC §7 OutFilm; docs/production.md).
 * Every move is a row of the workflow table (productionRows.ts) applied to each article of the issue
 * in one transaction.
 */
const p = '/sys/OutFilm';
const tags = ['issueProduction'] as const;
const readers = {
  permission: [FILM_SCREEN, PROOF_CONFIRMATION_SCREEN, PRINTING_SCREEN].map(screenPermission),
};

export const productionYears = defineCall({
  method: 'GET',
  path: `${p}/periodYearList`,
  access: readers,
  tags,
  summary: 'The years of a journal that have issues in production, newest first',
  query: journalYearsQuery,
  response: z.array(z.number()),
});

export const productionIssues = defineCall({
  method: 'GET',
  path: `${p}/issues`,
  access: readers,
  tags,
  summary: 'A journal’s issues in film output, proof confirmation, to press or printing',
  query: productionIssuesQuery,
  response: productionIssuesPage,
});

export const uploadFilm = defineCall({
  method: 'PUT',
  path: `${p}/uploadZip`,
  access: { permission: FILM_PERMISSION },
  tags,
  summary:
    'Upload an issue’s film package (a zip of its articles’ PDFs, or one PDF of the whole issue) or a film alteration’s pages',
  query: filmUploadQuery,
  upload: true,
  response: issueMoveAnswer,
});

export const requestFilmAlteration = defineCall({
  method: 'PUT',
  path: `${p}/alter`,
  access: { permission: CONFIRM_PERMISSION },
  tags,
  summary: 'Send an issue’s film back for alteration, saying what to change',
  body: filmAlterationBody,
  response: issueMoveAnswer,
});

export const sendToPress = defineCall({
  method: 'PUT',
  path: `${p}/pressting`,
  access: { permission: CONFIRM_PERMISSION },
  tags,
  summary: 'Confirm an issue’s proofs and send it to press',
  body: issueBody,
  response: issueMoveAnswer,
});

export const recordPrinting = defineCall({
  method: 'PUT',
  path: `${p}/printing`,
  access: { permission: PRINTING_PERMISSION },
  tags,
  summary: 'Start an issue’s printing (printing house, run size) or record its completion',
  body: printingBody,
  response: issueMoveAnswer,
});

export const printingComplete = defineCall({
  method: 'GET',
  path: `${p}/queryPrintingCompleteList`,
  access: readers,
  tags,
  summary: 'A journal’s issues whose printing is complete, newest first',
  query: printingCompleteQuery,
  response: printingCompletePage,
});

export const filmDownload = defineCall({
  method: 'GET',
  path: `${p}/download`,
  access: readers,
  tags,
  summary: 'Download one of an issue’s film packages (the film’s id from the issue list)',
  query: idQuery,
  response: 'file',
});
