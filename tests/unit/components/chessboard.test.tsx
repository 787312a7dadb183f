/**
 * The occupancy chart's rows (docs/rules.md R16.9): each row is headed by the object's room number,
 * then its title; the building is in the tooltip. Nights taken by a channel's calendar are bars
 * named and coloured by the channel, and the legend names each channel (R18.7).
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { Chessboard } from '../../../resources/backoffice-occupancy/components/chessboard';
import type { Occupancy } from '../../../src/contracts/backoffice-occupancy';
import { channelColor } from '../../../src/domain/channels';

/** `#rrggbb` as jsdom reports a style colour. */
const toRgb = (hex: string) => `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

const data: Occupancy = {
  month: '2026-12',
  from: '2026-12-01',
  to: '2027-01-01',
  buildings: [{ id: 1, name: 'Корпус 1' }],
  objects: [
    { id: 10, title: 'Апартаменты с видом на море', number: '512', buildingId: 1, kind: 'apartment' },
    { id: 11, title: 'Апартаменты с видом на море', number: '513', buildingId: 1, kind: 'apartment' },
  ],
  bars: [],
  imports: [],
};

describe('the occupancy chart', () => {
  it('heads each row with the room number', () => {
    render(
      <MemoryRouter>
        <Chessboard data={data} cell={36} />
      </MemoryRouter>,
    );
    const heads = screen.getAllByRole('rowheader');
    expect(heads.map((h) => h.textContent)).toEqual([
      '512 Апартаменты с видом на море',
      '513 Апартаменты с видом на море',
    ]);
    expect(heads[0]).toHaveAttribute('title', '512 · Апартаменты с видом на море · Корпус 1');
  });

  it('draws imported nights in their channel’s colour and names each channel in the legend', () => {
    const spans = [
      { spanId: 1, feedId: 1, channel: 'Booking.com', objectId: 10, checkIn: '2026-12-05', checkOut: '2026-12-08' },
      { spanId: 2, feedId: 2, channel: 'Airbnb', objectId: 11, checkIn: '2026-11-28', checkOut: '2026-12-02' },
      { spanId: 3, feedId: 1, channel: 'Booking.com', objectId: 11, checkIn: '2027-01-02', checkOut: '2027-01-04' },
    ];
    render(
      <MemoryRouter>
        <Chessboard data={{ ...data, imports: spans }} cell={36} />
      </MemoryRouter>,
    );
    const bar = screen.getByTestId('chess-import-1');
    expect(bar).toHaveTextContent('Booking.com');
    expect(bar.style.background).toBe(toRgb(channelColor('Booking.com')));
    expect(screen.getByTestId('chess-import-2')).toHaveTextContent('Airbnb');
    // Outside the month: not drawn.
    expect(screen.queryByTestId('chess-import-3')).toBeNull();
    const legend = screen.getByTestId('chessboard-legend');
    expect(legend).toHaveTextContent('Airbnb');
    expect(legend).toHaveTextContent('Booking.com');
  });
});
