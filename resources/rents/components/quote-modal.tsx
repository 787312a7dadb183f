/**
 * The frame of a two-step change of a lease, shared by extending it and ending it early (docs/rules.md
 * R9.2, R9.3): first a date and a button that asks the server for a quote, then the quote and a
 * button that confirms it; Cancel goes back from the quote to the date, or closes. The server's
 * refusal shows under the content. After the confirmation the lease is refetched and a message
 * says what was done ({@link useRentChanged}).
 */
import type { ReactNode } from 'react';
import { Alert, App, Button, Modal, Space } from 'antd';
import { useInvalidate, useTranslate } from '@refinedev/core';

/** A footer button: its label, whether it waits for the server, whether it may be pressed yet. */
export interface QuoteStep {
  label: string;
  loading: boolean;
  disabled?: boolean;
  onClick: () => void;
}

/**
 * The modal: `quoted` chooses the step (`ask` before the quote, `confirm` with it; `danger` marks a
 * confirmation that cannot be undone); `onBack` leaves the quote for the date; `error` is the
 * server's message, or null.
 */
export function QuoteModal({
  open,
  title,
  onClose,
  quoted,
  onBack,
  ask,
  confirm,
  danger,
  error,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  quoted: boolean;
  onBack: () => void;
  ask: QuoteStep;
  confirm: QuoteStep;
  danger?: boolean;
  error: string | null;
  children: ReactNode;
}) {
  const t = useTranslate();
  const step = quoted ? confirm : ask;
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={quoted ? onBack : onClose}>{t('rents.actions.cancel')}</Button>
          <Button
            key={quoted ? 'confirm' : 'ask'}
            type="primary"
            danger={quoted && danger}
            disabled={step.disabled}
            loading={step.loading}
            onClick={step.onClick}
          >
            {step.label}
          </Button>
        </Space>
      }
    >
      {children}
      {error ? <Alert type="error" showIcon role="alert" message={error} style={{ marginTop: 12 }} /> : null}
    </Modal>
  );
}

/**
 * What follows a confirmed change of lease `id`: Refine's `resource` refetches its detail and list,
 * a success message says `text`, and `close` closes the modal.
 */
export function useRentChanged(resource: string, id: number, close: () => void): (text: string) => void {
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  return (text) => {
    void invalidate({ resource, id, invalidates: ['detail', 'list'] });
    void message.success(text);
    close();
  };
}
