/**
 * The back office's one filter bar (src/components/backoffice/filter-bar.tsx, issue 36 point 4):
 * its fields come back from the URL's filters (ids as numbers, the period as dates); typing in the
 * search box sends nothing, Enter sends the whole form; a switch (the inbox's "overdue") comes back
 * on from `true` and sends as soon as it is flipped.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Form } from 'antd';
import type { CrudFilters } from '@refinedev/core';
import { describe, expect, it, vi } from 'vitest';
import { FilterBar, type FilterField } from '../../../src/components/backoffice/filter-bar';

const fields: FilterField[] = [
  { kind: 'search', name: 'q', label: 'Search' },
  { kind: 'select', name: 'type', label: 'Type', options: [{ value: 'act', label: 'Act' }] },
  { kind: 'select', name: 'objectId', label: 'Object', options: [], numeric: true },
  {
    kind: 'period',
    name: 'period',
    label: 'Period',
    from: { field: 'checkIn', operator: 'gte' },
    to: { field: 'checkOut', operator: 'lte' },
  },
  { kind: 'switch', name: 'overdue', label: 'Overdue' },
];

const filters: CrudFilters = [
  { field: 'q', operator: 'eq', value: 'Ivanov' },
  { field: 'objectId', operator: 'eq', value: '7' },
  { field: 'checkIn', operator: 'gte', value: '2026-01-10' },
  { field: 'checkOut', operator: 'lte', value: '2026-01-20' },
  { field: 'overdue', operator: 'eq', value: 'true' },
];

function Bar({ onFinish }: { onFinish: (v: Record<string, unknown>) => void }) {
  const [form] = Form.useForm();
  return <FilterBar searchFormProps={{ form, onFinish }} filters={filters} fields={fields} />;
}

describe('FilterBar', () => {
  it('restores the fields from the filters and sends the search on Enter, not while typing', async () => {
    const onFinish = vi.fn();
    render(<Bar onFinish={onFinish} />);
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect((search as HTMLInputElement).value).toBe('Ivanov');
    expect(screen.getAllByLabelText('Period').length).toBeGreaterThan(0);

    await act(async () => {
      fireEvent.change(search, { target: { value: 'Petrov' } });
    });
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(onFinish).not.toHaveBeenCalled();

    await act(async () => {
      fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    });
    await vi.waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    const sent = onFinish.mock.calls[0][0] as Record<string, unknown>;
    expect(sent.q).toBe('Petrov');
    expect(sent.objectId).toBe(7);
    expect((sent.period as { format: (f: string) => string }[]).map((d) => d.format('YYYY-MM-DD'))).toEqual([
      '2026-01-10',
      '2026-01-20',
    ]);
  });

  it('restores a switch from the URL and sends the form when it is flipped', async () => {
    const onFinish = vi.fn();
    render(<Bar onFinish={onFinish} />);
    const overdue = screen.getByRole('switch', { name: 'Overdue' });
    expect(overdue.getAttribute('aria-checked')).toBe('true');
    await act(async () => {
      fireEvent.click(overdue);
    });
    await vi.waitFor(() => expect(onFinish).toHaveBeenCalledTimes(1));
    expect((onFinish.mock.calls[0][0] as Record<string, unknown>).overdue).toBe(false);
  });
});
