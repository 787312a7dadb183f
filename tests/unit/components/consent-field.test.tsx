/**
 * ConsentField (docs/rules.md R21.2): the unticked box of a kind links to its document, refuses to
 * submit unticked with the server's message, and gives `true` under the kind's body field.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import { Button, Form } from 'antd';
import { changeLanguage } from '../../../src/i18n';
import { ConsentField } from '../../../src/components/consent-field';

function Harness({ onFinish, kind }: { onFinish: (v: unknown) => void; kind: 'check_in' | 'notifications' }) {
  return (
    <MemoryRouter>
      <Form onFinish={onFinish}>
        <ConsentField kind={kind} />
        <Button htmlType="submit">go</Button>
      </Form>
    </MemoryRouter>
  );
}

describe('ConsentField', () => {
  it('check_in: unticked, links to its page, refuses to submit, then sends checkInConsent: true', async () => {
    await changeLanguage('en');
    const onFinish = vi.fn();
    render(<Harness onFinish={onFinish} kind="check_in" />);
    const box = screen.getByRole('checkbox', { name: /consent to processing identity documents for registration/ });
    expect(box).not.toBeChecked();
    expect(screen.getByRole('link')).toHaveAttribute('href', '/legal/consent/check_in');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'go' })));
    expect(
      await screen.findByText('The consent to processing identity documents for registration is required'),
    ).toBeInTheDocument();
    expect(onFinish).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(box));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'go' })));
    await vi.waitFor(() => expect(onFinish).toHaveBeenCalledWith({ checkInConsent: true }));
    await changeLanguage('ru');
  });

  it('notifications: optional, submits unticked', async () => {
    const onFinish = vi.fn();
    render(<Harness onFinish={onFinish} kind="notifications" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /go/ })));
    await vi.waitFor(() => expect(onFinish).toHaveBeenCalledWith({ notificationsConsent: undefined }));
  });
});
