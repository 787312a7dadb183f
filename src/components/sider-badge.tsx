/**
 * A sider item's icon with a count badge (docs/rules.md R23.15): Refine's sider draws a resource's
 * `meta.icon` in the menu item beside its link, so the badge comes with the icon (drawn at the
 * item's right end) and the item's link is named with the count ("Входящие, 3 непрочитанные
 * переписки"), since the badge itself is hidden from screen readers.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Badge } from 'antd';

/** What {@link SiderBadge} shows. */
export interface SiderBadgeProps {
  /** The item's icon (an antd icon element). */
  icon: ReactNode;
  /** The number on the badge; 0 hides it (unless `dot`). */
  count: number;
  /** A dot instead of a number when `count` is 0 (something needs attention, nothing unread). */
  dot?: boolean;
  /** The badge's colour: `red` for what is overdue, else the theme's blue. */
  tone?: 'red' | 'blue';
  /** The item's label as the sider shows it (`menu.<resource>`). */
  label: string;
  /** What the badge says, translated (empty when it shows nothing); appended to the link's name. */
  description: string;
  /** `data-testid` of the badge (tests read `data-count`). */
  testId: string;
  /** Set by antd's menu on the icon it clones (`ant-menu-item-icon`). */
  className?: string;
}

/** The icon with its badge; names the sibling link `label, description` while the badge shows. */
export function SiderBadge({
  icon,
  count,
  dot,
  tone = 'blue',
  label,
  description,
  testId,
  className,
}: SiderBadgeProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const shown = count > 0 || !!dot;
  const name = shown && description ? `${label}, ${description}` : '';
  useEffect(() => {
    const link = ref.current?.closest('li')?.querySelector('a');
    if (!link) return;
    if (name) link.setAttribute('aria-label', name);
    else link.removeAttribute('aria-label');
  }, [name]);
  return (
    <span ref={ref} className={className} aria-hidden>
      {icon}
      {/* At the item's right end, as Guesty's and Hostaway's inbox counts (the menu item is positioned). */}
      <span
        className={shown ? 'sider-badge-count' : undefined}
        style={{ position: 'absolute', insetInlineEnd: 16, top: '50%', transform: 'translateY(-50%)', lineHeight: 0 }}
      >
        <Badge
          count={count}
          dot={count === 0 && !!dot}
          color={tone === 'red' ? 'red' : 'blue'}
          data-testid={testId}
          data-count={count}
          data-tone={shown ? tone : undefined}
        />
      </span>
    </span>
  );
}
