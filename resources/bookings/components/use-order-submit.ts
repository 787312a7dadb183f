/**
 * Sending the booking form (docs/rules.md R5.1–R5.11): the domain rules run first with the same
 * messages as the server; then POST app/v1/bookings. The server's `{ errors }` go under their
 * fields, the rest above the submit button. A logged-out booker keeps the claim token and goes to
 * the SMS login, then to the booking (R5.11); a logged-in one goes to the booking.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { App, type FormInstance } from 'antd';
import { useCustomMutation } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { bookingIssueKey, MAX_GUESTS, validateBooking, type Guests } from '../../../src/domain/bookings';
import type { BookingCreated } from '../../../src/contracts/bookings';
import { claimKey } from '../claim';
import { uploadedFiles } from '../../../src/components/bookings/order-documents';
import type { ChosenObject, OrderValues } from './order-values';

/** The form field of a server or domain issue's field (`guests.children.1` → `['children', 1]`), or null. */
export function formField(field: string): (string | number)[] | null {
  if (field === 'checkIn' || field === 'checkOut') return ['period'];
  if (field === 'guests' || field === 'guests.adults') return ['adults'];
  const child = /^guests\.children\.(\d+)$/.exec(field);
  if (child) return ['children', Number(child[1])];
  if (field.startsWith('contact.')) return ['contact', field.slice(8)];
  if (field === 'documents.tinCertificate') return ['tinCertificate'];
  if (field === 'documents.guestDocuments') return ['guestDocuments'];
  if (field === 'tariffId') return ['tariffId'];
  return null;
}

/** What the form books besides its fields: the objects and the period and guests as read from it. */
export interface OrderStay {
  chosen: ChosenObject[];
  checkIn: string;
  checkOut: string;
  guests: Guests;
}

/** `onFinish` of the booking form, the errors that belong to no field, and whether it is sending. */
export function useOrderSubmit(form: FormInstance<OrderValues>, stay: OrderStay) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const [general, setGeneral] = useState<string[]>([]);
  const { mutate, mutation } = useCustomMutation<BookingCreated>();
  const { chosen, checkIn, checkOut, guests } = stay;

  const applyIssues = (errors: Record<string, string[]>) => {
    const fields: { name: (string | number)[]; errors: string[] }[] = [];
    const rest: string[] = [];
    for (const [f, msgs] of Object.entries(errors)) {
      const name = formField(f);
      if (name) fields.push({ name, errors: msgs });
      else rest.push(...msgs);
    }
    form.setFields(fields as never);
    setGeneral(rest);
  };

  const onFinish = (v: OrderValues) => {
    setGeneral([]);
    const today = dayjs().format('YYYY-MM-DD');
    const issues = validateBooking({ checkIn, checkOut, guests, capacities: chosen.map((c) => c.capacity), today });
    if (!checkIn || !checkOut) issues.push({ field: 'checkIn', code: 'sameDates' });
    if (issues.length) {
      const errors: Record<string, string[]> = {};
      for (const i of issues) (errors[i.field] ??= []).push(!checkIn || !checkOut ? t('validation.required') : t(bookingIssueKey(i), { max: MAX_GUESTS }));
      applyIssues(errors);
      return;
    }
    const values = {
      objectIds: chosen.map((c) => c.id),
      checkIn,
      checkOut,
      guests,
      tariffId: v.tariffId,
      payerType: v.payerType,
      policyConsent: !!v.policyConsent,
      contact: { ...v.contact, ...(v.payerType === 'individual' ? { companyName: undefined, inn: undefined } : {}) },
      documents:
        v.payerType === 'legal' ? { tinCertificate: uploadedFiles(v.tinCertificate)[0], guestDocuments: uploadedFiles(v.guestDocuments) } : { guestDocuments: [] },
    };
    mutate(
      { url: 'app/v1/bookings', method: 'post', values, errorNotification: false, successNotification: false },
      {
        onSuccess: ({ data }) => {
          if (data.claimToken) {
            localStorage.setItem(claimKey(data.id), data.claimToken);
            notification.info({ message: t('booking.created'), description: t('booking.loginToPay') });
            // The login form starts with the booker's phone (issue 14 item 17); router state, not the URL.
            navigate(`/login?to=${encodeURIComponent(`/bookings/${data.id}`)}`, { state: { phone: values.contact.phone } });
          } else {
            notification.success({ message: t('booking.created') });
            navigate(`/bookings/${data.id}`);
          }
        },
        onError: (e) => {
          applyIssues(e.errors ? Object.fromEntries(Object.entries(e.errors).map(([k, msgs]) => [k, Array.isArray(msgs) ? msgs : [String(msgs)]])) : {});
          if (!e.errors || !Object.keys(e.errors).some((k) => formField(k))) setGeneral([e.message]);
        },
      },
    );
  };

  return { onFinish, general, submitting: mutation.isPending };
}
