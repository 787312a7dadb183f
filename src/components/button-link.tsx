/**
 * An antd Button that is a link: one `<a>` (no button nested in a link, which assistive
 * technology cannot operate, axe "nested-interactive"). In-app paths navigate with the router;
 * external addresses open in a new tab.
 */
import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router';

export function ButtonLink({
  to,
  external,
  ...rest
}: Omit<ButtonProps, 'href' | 'target'> & { to: string; external?: boolean }) {
  const navigate = useNavigate();
  const onClick = (e: MouseEvent<HTMLElement>) => {
    rest.onClick?.(e as MouseEvent<HTMLButtonElement & HTMLAnchorElement>);
    if (external || e.defaultPrevented || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    navigate(to);
  };
  return (
    <Button
      {...rest}
      href={to}
      onClick={onClick}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    />
  );
}
