import { reviewPath } from '@jb/contract/workflow';
import { describe, expect, it } from 'vitest';
import { stagesInOrder } from './stages.ts';

describe('stagesInOrder', () => {
  it('lists every stage in order, keeping groups and templates, required stages on', () => {
    const stages = stagesInOrder([
      { key: 'expert', enabled: true, groupId: 3, templateId: null },
      { key: 'first', enabled: false, groupId: 1, templateId: 9 },
    ]);
    expect(stages.map((s) => s.key)).toEqual([
      'first',
      'screening',
      'similarity',
      'reReview',
      'expert',
      'final',
      'confirm',
    ]);
    expect(stages[0]).toEqual({ key: 'first', enabled: true, groupId: 1, templateId: 9 });
    expect(stages[1]!.enabled).toBe(false);
    expect(stages[4]).toEqual({ key: 'expert', enabled: true, groupId: 3, templateId: null });
  });

  it('gives the diagram path without screening when it is off', () => {
    const on = stagesInOrder([{ key: 'screening', enabled: true, groupId: null, templateId: null }]);
    expect(reviewPath(on)).toContain(15);
    const off = on.map((s) => (s.key === 'screening' ? { ...s, enabled: false } : s));
    expect(reviewPath(off)).not.toContain(15);
    expect(reviewPath(off)).not.toContain(16);
  });
});
