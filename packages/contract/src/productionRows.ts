import { screenPermission } from './menu.ts';
import type { Transition } from './transitionTypes.ts';
import { Status } from './workflow.ts';

/**
 * The production rows of the transition table (issue 23; docs/production.md), from acceptance on.
 * Scheduling first: an accepted manuscript (90) is placed into an issue of its journal (100), moved
 * to another issue or given another scheduling type while it waits there, or taken out again.
 */
export type ProductionAction = 'schedule' | 'moveIssue' | 'setSchedulingType' | 'unschedule';

export const SCHEDULING_SCREEN = '/editorialReview/manuscriptScheduling';
/** Reads the scheduling screen (the accepted queue, the issues, their contents). */
export const SCHEDULING_SCREEN_PERMISSION = screenPermission(SCHEDULING_SCREEN);
/** Schedules, moves, reorders and takes out. */
export const SCHEDULING_PERMISSION = `${SCHEDULING_SCREEN_PERMISSION}.schedule`;

export function productionRows(): Transition[] {
  const permission = SCHEDULING_PERMISSION;
  return [
    {
      action: 'schedule',
      title: { zh: '排期', en: 'Schedule' },
      from: [Status.ACCEPTED],
      to: 'next',
      permission,
      effect: 'placeInIssue',
      noteRequired: false,
    },
    {
      action: 'moveIssue',
      title: { zh: '调整期次', en: 'Move to another issue' },
      from: [Status.SCHEDULING],
      to: 'stay',
      permission,
      effect: 'placeInIssue',
      noteRequired: false,
    },
    {
      action: 'setSchedulingType',
      title: { zh: '修改排期类型', en: 'Change the scheduling type' },
      from: [Status.SCHEDULING],
      to: 'stay',
      permission,
      effect: 'schedulingType',
      noteRequired: false,
    },
    {
      action: 'unschedule',
      title: { zh: '撤出期次', en: 'Take out of the issue' },
      from: [Status.SCHEDULING],
      to: 'previous',
      permission,
      effect: 'removeFromIssue',
      noteRequired: true,
    },
  ];
}
