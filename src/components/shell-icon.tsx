/**
 * An antd icon for the light shell's islands (docs/architecture.md § Server rendering): the same
 * markup as `@ant-design/icons` draws (`<span role="img" class="anticon anticon-NAME"><svg>…`,
 * styled by src/styles.css `.anticon`) from the icon's definition in `@ant-design/icons-svg`,
 * without that package's runtime (its context, two-tone colours and style injection: ~7 KB gzip
 * on every page). Outlined and filled icons only.
 */
import { createElement, type ReactNode } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';

function draw(node: AbstractNode, key: string, root?: Record<string, string>): ReactNode {
  return createElement(
    node.tag,
    { key, ...node.attrs, ...root },
    node.children?.map((child, i) => draw(child, `${key}-${i}`)),
  );
}

/** The icon `icon` (e.g. `PhoneOutlined` of `@ant-design/icons-svg/es/asn/PhoneOutlined`); decorative unless the span is labelled. */
export function ShellIcon({ icon }: { icon: IconDefinition }) {
  const svg = typeof icon.icon === 'function' ? icon.icon('currentColor', 'currentColor') : icon.icon;
  return (
    <span role="img" aria-label={icon.name} className={`anticon anticon-${icon.name}`}>
      {draw(svg, 'svg', {
        'data-icon': icon.name,
        width: '1em',
        height: '1em',
        fill: 'currentColor',
        'aria-hidden': 'true',
        focusable: 'false',
      })}
    </span>
  );
}
