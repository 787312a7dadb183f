/**
 * A page of several heavy sections (tables, forms, charts), or a grid of many rows, put on screen in steps
 * (docs/architecture.md § The SPA, "Long tasks"): the first section with the page, each next one
 * in a transition once the previous one has been committed. A transition's render yields to the
 * browser every few milliseconds and each step commits only its own section, so the page draws in
 * several short tasks instead of one long one (on a mid-range phone a page of four antd tables
 * took one task of over a second). A section not drawn yet holds its place with a skeleton.
 */
import { Children, startTransition, useEffect, useState, type ReactNode } from 'react';
import { Skeleton } from 'antd';

/**
 * How many of `total` items (rows of a long grid) to draw: `first` at once, `step` more in a
 * transition after each commit, until all are drawn (see the module comment).
 */
export function useRevealed(total: number, first = 40, step = 40): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown < total) startTransition(() => setShown((n) => n + step));
  }, [shown, total, step]);
  return Math.min(shown, total);
}

/** Draws `children` (the page's sections, in order) one step at a time; see the module comment. */
export function Progressive({ children }: { children: ReactNode }) {
  const sections = Children.toArray(children);
  const [shown, setShown] = useState(1);
  useEffect(() => {
    if (shown < sections.length) startTransition(() => setShown((n) => n + 1));
  }, [shown, sections.length]);
  return (
    <>
      {sections.slice(0, shown)}
      {shown < sections.length ? <Skeleton active paragraph={{ rows: 3 }} /> : null}
    </>
  );
}
