/**
 * A way to another screen drawn as antd's Button: a React Router link around the button. A link
 * only reads, so it works offline (docs/rules.md R19.2): the button stays enabled where the
 * account's offline guard (src/pwa/offline-notice.tsx, antd `componentDisabled`) disables the
 * page's controls — "back to the list" leads to the list this device kept. Every link drawn as a
 * button is one of these (tests/unit/link-button.test.ts).
 */
import { Link } from 'react-router';
import { Button, type ButtonProps } from 'antd';

/** The button's props besides `href` (the link has the address); `disabled` only when given. */
export type LinkButtonProps = Omit<ButtonProps, 'href'> & {
  /** Where the link goes (a path of the route table, with its query). */
  to: string;
  /** Passed to the link: the history entry's state (React Router's `state`). */
  state?: unknown;
};

/** `<Link to>` around an antd `Button`, enabled offline unless `disabled` is given. */
export function LinkButton({ to, state, disabled = false, ...button }: LinkButtonProps) {
  return (
    <Link to={to} state={state}>
      <Button {...button} disabled={disabled} />
    </Link>
  );
}
