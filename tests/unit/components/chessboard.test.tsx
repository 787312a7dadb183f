/**
 * The occupancy chart's rows (docs/rules.md R16.9): each row is headed by the object's room number,
 * then its title; the building is in the tooltip.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter } from 'react-router';
import { Chessboard } from '../../../resources/backoffice-occupancy/components/chessboard';
import type { Occupancy } from '../../../src/contracts/backoffice-occupancy';

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
});
