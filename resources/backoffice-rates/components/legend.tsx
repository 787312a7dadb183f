/** What the rate grid's marks mean (docs/rules.md R5.28, R5.29), drawn with the grid's own classes. */
import { useTranslate } from '@refinedev/core';

const ITEMS = [
  ['override', 'rg-cell rg-override', ''],
  ['stopSell', 'rg-cell rg-stop', ''],
  ['booked', 'rg-cell rg-booked', ''],
  ['changed', 'rg-cell rg-changed', ''],
  ['minStay', '', '≥N'],
  ['minStayArrival', '', '↦N'],
  ['maxStay', '', '≤N'],
  ['closedToArrival', '', '⇥'],
  ['closedToDeparture', '', '⇤'],
] as const;

export function Legend() {
  const t = useTranslate();
  return (
    <ul
      aria-label={t('backoffice-rates.legend.title')}
      style={{
        listStyle: 'none',
        padding: 0,
        margin: '0 0 8px',
        fontSize: 12,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 14,
      }}
    >
      {ITEMS.map(([key, cls, mark]) => (
        <li key={key} style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
          {cls ? (
            <span aria-hidden className={cls} style={{ width: 18, height: 14, border: '1px solid #e3e7eb' }} />
          ) : (
            <span aria-hidden className="rg-marks" style={{ display: 'inline' }}>
              {mark}
            </span>
          )}
          {t(`backoffice-rates.legend.${key}`)}
        </li>
      ))}
    </ul>
  );
}
