/**
 * At most `size` tasks at once; the rest wait their turn in order. Used where running more at once
 * than there are cores only makes every one slower (password hashing).
 */
export function limiter(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}
