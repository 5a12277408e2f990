import { useEffect, useRef, useState } from 'react';
import { onProgress } from '../api/progress.ts';

type Phase = 'idle' | 'start' | 'running' | 'done';

const WIDTH: Record<Phase, string> = { idle: '0%', start: '0%', running: '85%', done: '100%' };
const TRANSITION: Record<Phase, string> = {
  idle: 'none',
  start: 'none',
  running: 'width 8s cubic-bezier(0.1, 0.8, 0.2, 1)',
  done: 'width 200ms ease-out, opacity 300ms ease 200ms',
};

/** A thin bar at the top of the page: starts on a request, finishes when the last answer is in. */
export function TopProgress() {
  const [phase, setPhase] = useState<Phase>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => {
    const unsubscribe = onProgress((busy) => {
      if (timer.current) clearTimeout(timer.current);
      if (busy) {
        setPhase('start');
        // Let the bar paint at 0% before it grows.
        timer.current = setTimeout(() => setPhase('running'), 16);
      } else {
        setPhase('done');
        timer.current = setTimeout(() => setPhase('idle'), 550);
      }
    });
    return () => {
      unsubscribe();
      if (timer.current) clearTimeout(timer.current);
    };
  }, []);

  return (
    <div
      data-testid="top-progress"
      data-state={phase}
      aria-hidden="true"
      style={{
        position: 'fixed',
        top: 0,
        left: 0,
        height: 2,
        zIndex: 2000,
        pointerEvents: 'none',
        background: '#1677ff',
        boxShadow: '0 0 6px rgba(22, 119, 255, 0.6)',
        width: WIDTH[phase],
        opacity: phase === 'idle' || phase === 'done' ? 0 : 1,
        transition: TRANSITION[phase],
      }}
    />
  );
}
