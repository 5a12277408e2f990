/**
 * At most `size` tasks at once; the rest wait their turn in order. Used where running more at once
 * than there are cores only makes every one slower (password hashing). A finishing task hands its
 * slot straight to the next in line, so a newcomer can never slip in between and run one too many.
 */
export function limiter(size: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    else running += 1;
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}
