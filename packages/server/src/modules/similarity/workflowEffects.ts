import { registerEffects } from '../workflow/registry.ts';
import { enterSimilarityCheck } from './onEntry.ts';

/** Entering the duplicate check (20) starts the check of the newest manuscript file. */
export function registerSimilarityEffects(): void {
  registerEffects('similarity', { similarityCheck: (tx, c) => enterSimilarityCheck(tx, c) });
}
