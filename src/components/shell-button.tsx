/**
 * Buttons of the light public shell (header, hero, error fallbacks): native `<button>` and
 * link (./shell-router.tsx) elements drawn like antd's Button by `.btn` rules in src/styles.css, so the landing's
 * first paint needs no antd code at all (docs/architecture.md § The SPA). Everything below the
 * shell (page bodies, modals, the account area) uses antd's Button inside the portal theme.
 */
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { ShellLink, type ShellLinkProps } from './shell-router';

/** The looks of antd's Button the shell uses. */
export type ShellButtonKind = 'primary' | 'default' | 'text';

function classes(kind: ShellButtonKind, large: boolean, extra?: string) {
  return ['btn', `btn-${kind}`, large ? 'btn-lg' : '', extra ?? ''].filter(Boolean).join(' ');
}

/** A `<button>` (type `button` unless given) with an optional leading icon; `ref` reaches the button (React 19). */
export function ShellButton({
  kind = 'default',
  large = false,
  icon,
  className,
  children,
  type = 'button',
  ...rest
}: ComponentPropsWithRef<'button'> & { kind?: ShellButtonKind; large?: boolean; icon?: ReactNode }) {
  return (
    <button type={type} className={classes(kind, large, className)} {...rest}>
      {icon}
      {children}
    </button>
  );
}

/** A link (./shell-router.tsx) that looks like a button: one `<a>`, never a button inside a link. */
export function ShellButtonLink({
  kind = 'default',
  large = false,
  icon,
  className,
  children,
  ...rest
}: ShellLinkProps & { kind?: ShellButtonKind; large?: boolean; icon?: ReactNode }) {
  return (
    <ShellLink className={classes(kind, large, className)} {...rest}>
      {icon}
      {children}
    </ShellLink>
  );
}

/**
 * The "back to the list" link at the top of a page body (`← All services`): a text button with a
 * left arrow, the same on every page that has one.
 */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <ShellButtonLink to={to} kind="text" className="back-link" icon={<span aria-hidden="true">←</span>}>
      {children}
    </ShellButtonLink>
  );
}
