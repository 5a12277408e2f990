import type { z } from 'zod';
import type { CallDeclaration } from './api/define.ts';
import {
  productionIssues,
  recordPrinting,
  requestFilmAlteration,
  sendToPress,
  uploadFilm,
} from './api/issueProduction.ts';
import { mailingIssues } from './api/mailing.ts';
import { archiveIssue, publicationIssues, publishIssue, startMailing } from './api/publication.ts';
import {
  moveToIssue,
  scheduleManuscripts,
  schedulingQueue,
  setSchedulingType,
  unschedule,
} from './api/scheduling.ts';
import {
  acceptDispatch,
  changeTypesetter,
  dispatchTypesetting,
  endProofRound,
  recallDispatch,
  typesettingList,
  uploadProof,
} from './api/typesetting.ts';
import type { ProductionAction } from './productionRows.ts';
import type { ProductionGroup, ProductionGroupKey } from './stageGroups.ts';

/**
 * The calls of each production group (stageGroups.ts): the list its screen reads, and for each
 * transition row it serves the call that applies it, whose body (or query, for an upload) is the
 * action's input. The review groups' calls are api/review.ts's (reviewCalls.ts). Beside, not inside,
 * the api modules: they export calls and plain data only.
 */
export interface ProductionCalls {
  list: CallDeclaration;
  acts: Partial<Record<ProductionAction, CallDeclaration>>;
}

const typesetting = {
  dispatch: dispatchTypesetting,
  recallDispatch,
  changeTypesetter,
  acceptDispatch,
  uploadProof,
  endProofRound,
};

export const PRODUCTION_CALLS: Record<ProductionGroupKey, ProductionCalls> = {
  scheduling: {
    list: schedulingQueue,
    acts: {
      schedule: scheduleManuscripts,
      moveIssue: moveToIssue,
      setSchedulingType,
      unschedule,
    },
  },
  typesetting: { list: typesettingList, acts: typesetting },
  proofreading: { list: typesettingList, acts: typesetting },
  outFilm: { list: productionIssues, acts: { outputFilm: uploadFilm, alterFilm: uploadFilm } },
  proofConfirmation: { list: productionIssues, acts: { sendToPress, requestFilmAlteration } },
  printing: {
    list: productionIssues,
    acts: { startPrinting: recordPrinting, completePrinting: recordPrinting },
  },
  post: { list: mailingIssues, acts: { startMailing } },
  publication: { list: publicationIssues, acts: { publish: publishIssue } },
  archiving: { list: publicationIssues, acts: { archive: archiveIssue } },
};

/** The call applying an action of a production group, if the group serves it. */
export function actionCall(group: ProductionGroup, action: string): CallDeclaration | undefined {
  if (!(group.actions as readonly string[]).includes(action)) return undefined;
  return PRODUCTION_CALLS[group.key].acts[action as ProductionAction];
}

/** The input schema of an action's call: its body, or its query where the body is an upload. */
export function actionInput(call: CallDeclaration): z.ZodType | undefined {
  return call.body ?? call.query;
}

/** Every call a production group declares (its list and its acting calls), once each. */
export function productionCallsOf(group: ProductionGroup): CallDeclaration[] {
  const calls = PRODUCTION_CALLS[group.key];
  return [...new Set([calls.list, ...group.actions.flatMap((a) => calls.acts[a] ?? [])])];
}
