import { registerEffects } from '../workflow/registry.ts';
import { dispatchTypesetting, recallDispatch, recordProof } from './effects.ts';

/** Typesetting's effects (contract productionRows.ts): dispatch, take back, keep a proof PDF. */
export function registerTypesettingEffects(): void {
  registerEffects('typesetting', { dispatchTypesetting, recallDispatch, recordProof });
}
