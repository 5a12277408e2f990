import type { ReviewStageSetting } from '@jb/contract/schemas/processes';
import { REVIEW_STAGES } from '@jb/contract/workflow';

/** Every review stage once, in the catalogue's order; required stages on; a missing one off (or on if required). */
export function stagesInOrder(saved: readonly ReviewStageSetting[]): ReviewStageSetting[] {
  const byKey = new Map(saved.map((s) => [s.key, s]));
  return REVIEW_STAGES.map((stage) => {
    const found = byKey.get(stage.key);
    return {
      key: stage.key,
      enabled: !stage.optional || (found?.enabled ?? false),
      groupId: found?.groupId ?? null,
      templateId: found?.templateId ?? null,
    };
  });
}
