import type { ReviewGroupKey } from '@jb/contract/stageGroups';
import type { ComponentType } from 'react';
import { StageQueue } from './StageQueue.tsx';

const screens = new Map<ReviewGroupKey, ComponentType>();

/**
 * The screen of one stage queue: the one `StageQueue` configured by its call group. One component
 * per group, made once, so each route keeps its own (and moving between queues starts afresh).
 */
export function queueScreen(key: ReviewGroupKey): ComponentType {
  let screen = screens.get(key);
  if (!screen) {
    screen = function QueueScreen() {
      return <StageQueue groupKey={key} />;
    };
    screens.set(key, screen);
  }
  return screen;
}
