/**
 * A new task of the main thread, so that the browser paints and handles input before the work that
 * follows (issue 41: no long task on a phone): `scheduler.yield()` where the browser has it (the
 * continuation keeps its place ahead of other tasks), else a zero-delay timeout.
 */
export const nextTask = (): Promise<void> =>
  new Promise<void>((resolve) => {
    const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
    if (s?.yield) void s.yield().then(resolve);
    else setTimeout(resolve, 0);
  });
