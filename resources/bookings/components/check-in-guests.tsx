/**
 * The guests of a booking's online check-in (docs/rules.md R20.2): one panel per guest — adult or
 * child with the age booked — marked filled or not, the first unfilled one open, each with its
 * form. The booker's page and the shared link's page differ only in the form they put in a panel.
 */
import type { ReactNode } from 'react';
import { Collapse, Tag } from 'antd';
import { useTranslate } from '@refinedev/core';
import type { CheckInGuest, CheckInView } from '../../../src/contracts/check-in';
import { childAgeKey } from '../../../src/domain/plural';

/** The panels (`check-in-guests` test id); `form(guest)` draws a guest's form. */
export function CheckInGuests({ view, form }: { view: CheckInView; form: (guest: CheckInGuest) => ReactNode }) {
  const t = useTranslate();
  const title = (g: CheckInGuest) => {
    if (g.kind === 'adult') return t('checkIn.adult', { index: g.index });
    const age = childAgeKey(g.age ?? 0);
    return t('checkIn.child', { index: g.index, age: t(age.key, { count: age.count }) });
  };
  const firstOpen = view.guests.find((g) => !g.ready)?.index ?? view.guests[0]?.index;
  return (
    <Collapse
      data-testid="check-in-guests"
      accordion
      defaultActiveKey={firstOpen ? [String(firstOpen)] : []}
      items={view.guests.map((g) => ({
        key: String(g.index),
        label: (
          <span data-testid={`check-in-guest-${g.index}`}>
            {title(g)}{' '}
            <Tag color={g.ready ? 'green' : 'default'}>{t(g.ready ? 'checkIn.ready' : 'checkIn.missing')}</Tag>
          </span>
        ),
        children: view.open ? form(g) : null,
      }))}
    />
  );
}
