import { registerEffects } from '../workflow/registry.ts';
import { changeSchedulingType, placeInIssue, removeFromIssue } from './placement.ts';

/** Scheduling's effects (contract productionRows.ts): place in an issue, change the type, take out. */
export function registerSchedulingEffects(): void {
  registerEffects('scheduling', {
    placeInIssue,
    schedulingType: changeSchedulingType,
    removeFromIssue,
  });
}
