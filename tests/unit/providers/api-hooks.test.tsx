/**
 * The light shell's data hooks (providers/api-hooks.ts) called with endpoints of `api`: `useApi`
 * fills the path's parameters and sends the query; `useApiForm` sends the body to the endpoint and
 * puts the server's `errors` under the form's fields (a renamed key under its field), the message
 * beside the form when no field is named.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const request = vi.hoisted(() => vi.fn());
vi.mock('../../../providers/http', async (load) => ({
  ...(await load<typeof import('../../../providers/http')>()),
  request,
}));

import { ApiCache, ApiCacheProvider } from '../../../providers/api-cache';
import { useApi, useApiForm } from '../../../providers/api-hooks';
import { api } from '../../../src/contracts/api';

beforeEach(() => {
  request.mockReset();
});

/** A rejection as the transport gives it: the whole response with `{ message, errors }`. */
const failure = (status: number, message: string, errors?: Record<string, string[]>) => ({
  status,
  data: { message, errors },
});

describe('useApi', () => {
  it('GETs the declared path with its parameters and the query, and returns the answer’s data', async () => {
    request.mockResolvedValue({ data: { data: [], total: 0 } });
    function Probe() {
      const q = useApi(api.content.list, { params: { kind: 'news' }, query: { _start: 0, _end: 3 } });
      return <span>{q.data ? `total ${q.data.total}` : 'loading'}</span>;
    }
    const cache = new ApiCache();
    render(
      <ApiCacheProvider cache={cache}>
        <Probe />
      </ApiCacheProvider>,
    );
    await screen.findByText('total 0');
    expect(request).toHaveBeenCalledWith('get', 'app/v1/content/news', { _start: 0, _end: 3 });
  });

  it('waits while not enabled', () => {
    function Probe() {
      const q = useApi(api.content.show, { params: { kind: 'news', slug: '' }, enabled: false });
      return <span>{q.isLoading ? 'loading' : 'idle'}</span>;
    }
    render(<Probe />);
    expect(screen.getByText('idle')).toBeTruthy();
    expect(request).not.toHaveBeenCalled();
  });
});

describe('useApiForm', () => {
  function Question({ onDone }: { onDone?: () => void }) {
    const [form] = Form.useForm<{ name: string; dates: string }>();
    const { formProps, onFinish, generalError, isSuccess } = useApiForm(api.forms.feedback, {
      form,
      errorFields: { dateTo: 'dates' },
      onSuccess: onDone,
    });
    return (
      <Form
        {...formProps}
        onFinish={(v) =>
          onFinish({
            name: v.name,
            phone: '+79990000001',
            contactMethod: 'call',
            rentalType: 'short',
            policyConsent: true,
          })
        }
      >
        <Form.Item name="name" label="Name">
          <Input />
        </Form.Item>
        <Form.Item name="dates" label="Dates">
          <Input />
        </Form.Item>
        {generalError && <p role="alert">{generalError}</p>}
        {isSuccess && <p>sent</p>}
        <button type="submit">Send</button>
      </Form>
    );
  }

  it('sends the body to the declared endpoint', async () => {
    request.mockResolvedValue({ data: { id: 7 } });
    const done = vi.fn();
    render(<Question onDone={done} />);
    await act(async () => screen.getByText('Send').click());
    await screen.findByText('sent');
    expect(request).toHaveBeenCalledWith('post', 'app/v1/feedback', {
      name: undefined,
      phone: '+79990000001',
      contactMethod: 'call',
      rentalType: 'short',
      policyConsent: true,
    });
    expect(done).toHaveBeenCalledWith({ id: 7 });
  });

  it('puts the server’s field errors under the fields, a renamed key under its field', async () => {
    request.mockRejectedValue(failure(422, 'Invalid', { name: ['Too long'], dateTo: ['Before the start'] }));
    render(<Question />);
    await act(async () => screen.getByText('Send').click());
    await screen.findByText('Too long');
    expect(screen.getByText('Before the start')).toBeTruthy();
    expect(screen.queryByText('Invalid')).toBeNull();
  });

  it('shows the message beside the form when the server names no field', async () => {
    request.mockRejectedValue(failure(429, 'Too many forms'));
    render(<Question />);
    await act(async () => screen.getByText('Send').click());
    await waitFor(() => expect(screen.getByText('Too many forms')).toBeTruthy());
  });
});
