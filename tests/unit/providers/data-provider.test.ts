/** The data provider: simple-rest over the transport, reading the `{ data }` envelope. */
import { afterEach, describe, expect, it } from 'vitest';
import { dataProvider } from '../../../providers/data-provider';
import { stubTransport, urlOf } from './stub-adapter';

let restore = () => {};
afterEach(() => restore());

describe('dataProvider', () => {
  it('getList sends simple-rest paging, sorting and filters and reads data.data and data.total', async () => {
    const s = stubTransport((c) =>
      urlOf(c).startsWith('app/v1/bookings')
        ? { data: { data: { data: [{ id: 7 }, { id: 8 }], total: 42, current_page: 2, per_page: 2, last_page: 21 } } }
        : undefined,
    );
    restore = s.restore;
    const res = await dataProvider.getList({
      resource: 'bookings',
      pagination: { currentPage: 2, pageSize: 2 },
      sorters: [{ field: 'checkIn', order: 'desc' }],
      filters: [{ field: 'status', operator: 'eq', value: 'paid' }],
    });
    expect(res).toEqual({ data: [{ id: 7 }, { id: 8 }], total: 42 });
    const url = urlOf(s.sent[0]);
    expect(url).toMatch(/^app\/v1\/bookings\?/);
    expect(url).toContain('_start=2');
    expect(url).toContain('_end=4');
    expect(url).toContain('_sort=checkIn');
    expect(url).toContain('_order=desc');
    expect(url).toContain('status=paid');
  });

  it('getOne, create, update and deleteOne read the envelope', async () => {
    const s = stubTransport((c) => ({ data: { data: { id: 5, method: c.method } } }));
    restore = s.restore;
    expect((await dataProvider.getOne({ resource: 'bookings', id: 5 })).data).toEqual({ id: 5, method: 'get' });
    expect((await dataProvider.create({ resource: 'bookings', variables: { a: 1 } })).data).toEqual({
      id: 5,
      method: 'post',
    });
    expect((await dataProvider.update({ resource: 'bookings', id: 5, variables: { a: 2 } })).data).toEqual({
      id: 5,
      method: 'patch',
    });
    expect((await dataProvider.deleteOne({ resource: 'bookings', id: 5 })).data).toEqual({ id: 5, method: 'delete' });
    expect(s.sent.map(urlOf)).toEqual([
      'app/v1/bookings/5',
      'app/v1/bookings',
      'app/v1/bookings/5',
      'app/v1/bookings/5',
    ]);
  });

  it('custom reads the envelope too', async () => {
    const s = stubTransport(() => ({ data: { data: [{ id: 1, name: 'Корпус' }] } }));
    restore = s.restore;
    const res = await dataProvider.custom!({ url: 'app/v1/building', method: 'get' });
    expect(res.data).toEqual([{ id: 1, name: 'Корпус' }]);
  });

  it('keeps the top-level fields beside data (the readings answer carries anomalies)', async () => {
    const s = stubTransport(() => ({ data: { data: { id: 3 }, anomalies: [11, 12] } }));
    restore = s.restore;
    const custom = await dataProvider.custom!({ url: 'app/v1/bills/3/readings', method: 'post', payload: {} });
    expect(custom).toEqual({ data: { id: 3 }, anomalies: [11, 12] });
    expect(await dataProvider.create({ resource: 'bills', variables: {} })).toEqual({
      data: { id: 3 },
      anomalies: [11, 12],
    });
  });

  it('turns a { message, errors } failure into an HttpError', async () => {
    const s = stubTransport(() => ({
      status: 422,
      data: { message: 'Проверьте данные', errors: { name: ['Обязательное поле'] } },
    }));
    restore = s.restore;
    await expect(dataProvider.create({ resource: 'bookings', variables: {} })).rejects.toEqual({
      message: 'Проверьте данные',
      statusCode: 422,
      errors: { name: ['Обязательное поле'] },
    });
  });

  it('uses app/v1 as the API URL', () => {
    expect(dataProvider.getApiUrl()).toBe('app/v1');
  });
});
