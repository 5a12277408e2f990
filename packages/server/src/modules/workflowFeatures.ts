import type { EffectName } from '@jb/contract/transitions';
import { ENTRY_EFFECTS, TRANSITIONS } from '@jb/contract/transitions';
import { registerExpertEffects } from './experts/workflowEffects.ts';
import { registerFundAuditEffects } from './fundAudit/effects.ts';
import { registerOrderEffects } from './orders/workflowEffects.ts';
import { registerReviewEffects } from './review/workflowEffects.ts';
import { registerSchedulingEffects } from './scheduling/workflowEffects.ts';
import { registerSimilarityEffects } from './similarity/workflowEffects.ts';
import { registerTypesettingEffects } from './typesetting/workflowEffects.ts';
import { registerWithdrawalEffects } from './withdrawals/workflowEffects.ts';
import { missingEffects } from './workflow/registry.ts';

/** Every effect the transition table and its entry effects name. */
export const NAMED_EFFECTS: readonly EffectName[] = [
  ...new Set([
    ...TRANSITIONS.flatMap((t) => ('effect' in t && t.effect ? [t.effect as EffectName] : [])),
    ...Object.values(ENTRY_EFFECTS),
  ]),
];

/**
 * Each feature module lends the workflow engine its effects and hooks (workflow/registry.ts). Called
 * by buildApp and by the demo seed before anything moves; calling it again changes nothing. Refuses
 * to start when a row names an effect no module registered.
 */
export function registerWorkflowFeatures(): void {
  registerOrderEffects();
  registerReviewEffects();
  registerExpertEffects();
  registerSimilarityEffects();
  registerSchedulingEffects();
  registerTypesettingEffects();
  registerWithdrawalEffects();
  registerFundAuditEffects();
  const missing = missingEffects(NAMED_EFFECTS);
  if (missing.length) throw new Error(`workflow effects with no module: ${missing.join(', ')}`);
}
