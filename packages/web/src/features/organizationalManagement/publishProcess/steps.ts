import type { ProductionStepSetting } from '@jb/contract/schemas/processes';
import { PRODUCTION_STEPS } from '@jb/contract/workflow';

/** Every production step once, in the catalogue's order; required steps on. */
export function stepsInOrder(saved: readonly ProductionStepSetting[]): ProductionStepSetting[] {
  const byKey = new Map(saved.map((s) => [s.key, s.enabled]));
  return PRODUCTION_STEPS.map((step) => ({
    key: step.key,
    enabled: !step.optional || (byKey.get(step.key) ?? false),
  }));
}
