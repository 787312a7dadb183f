/**
 * Sending the booking form (docs/rules.md R5.1–R5.11) on `useEndpointForm` (POST app/v1/bookings):
 * the domain rules run first as the fields' rules (./order-stay.tsx `stayRules`); the server's `{ errors }` land
 * under the fields named as the body names them, and what no field shows (e.g. a night booked
 * meanwhile, 409) goes above the submit button. A logged-out booker keeps the claim token and goes
 * to the SMS login, then to the booking (R5.11); a logged-in one goes to the booking.
 */
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { App, type FormInstance } from 'antd';
import type { HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { BookingCreate } from '../../../src/contracts/bookings';
import { api } from '../../../src/contracts/api';
import { useEndpointForm } from '../../../providers/endpoint-forms';
import { uploadedFiles } from '../../../src/components/upload-field';
import { claimKey } from '../claim';
import { rememberBookerPhone } from '../../../src/components/booker-phone';
import type { ChosenObject, OrderValues } from './order-values';

/** The dates and guests the form holds, as the body and the domain rules take them ('' for no date). */
export function readStay(v: Partial<OrderValues> | undefined) {
  return {
    checkIn: v?.period?.[0]?.format('YYYY-MM-DD') ?? '',
    checkOut: v?.period?.[1]?.format('YYYY-MM-DD') ?? '',
    guests: {
      adults: v?.guests?.adults ?? 0,
      children: (v?.guests?.children ?? []).filter((a): a is number => typeof a === 'number'),
    },
  };
}

/** The body of POST app/v1/bookings from the form's values and the chosen objects. */
export function toBody(v: OrderValues, chosen: ChosenObject[], promoCode?: string): BookingCreate {
  const { checkIn, checkOut, guests } = readStay(v);
  return {
    objectIds: chosen.map((c) => c.id),
    checkIn,
    checkOut,
    guests,
    tariffId: v.tariffId!,
    payerType: v.payerType,
    contact: {
      ...v.contact,
      surname: v.contact.surname ?? '',
      name: v.contact.name ?? '',
      phone: v.contact.phone ?? '',
      ...(v.payerType === 'individual' ? { companyName: undefined, inn: undefined } : {}),
    },
    documents:
      v.payerType === 'legal'
        ? {
            tinCertificate: uploadedFiles(v.documents?.tinCertificate)[0],
            guestDocuments: uploadedFiles(v.documents?.guestDocuments),
          }
        : { guestDocuments: [] },
    // Guests' tourist-tax exemption claims (docs/rules.md R5.26); a row without its scan is not sent.
    exemptions: (v.exemptions ?? []).flatMap((e) => {
      const scan = uploadedFiles(e.scan)[0];
      return scan ? [{ guestIndex: e.guestIndex, guestName: e.guestName, category: e.category, scan }] : [];
    }),
    // The form refuses to submit unticked (ConsentField); the server refuses too (docs/rules.md R21.2).
    policyConsent: v.policyConsent as true,
    // The promo code the quote applied (docs/rules.md R5.32); the server checks it again.
    ...(promoCode ? { promoCode } : {}),
  };
}

/** The messages of a refused submit that no field of `form` shows (a field path `a.b.1` → `['a', 'b', 1]`). */
function unplaced(form: FormInstance, e: HttpError): string[] {
  const errors = Object.entries((e.errors ?? {}) as Record<string, string[] | string>);
  if (!errors.length) return [e.message];
  return errors
    .filter(([k]) => !form.getFieldError(k.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s))).length)
    .flatMap(([, msgs]) => (Array.isArray(msgs) ? msgs : [String(msgs)]));
}

/**
 * The booking form: Refine's form props (their `onFinish` sends the values with the objects
 * `chosen()` and the applied promo code `promoCode()` give at the moment of the submit), the errors no field shows, whether it is sending.
 */
export function useOrderSubmit(chosen: () => ChosenObject[], promoCode: () => string | undefined = () => undefined) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const [general, setGeneral] = useState<string[]>([]);
  const { formProps, form, formLoading } = useEndpointForm(api.bookings.create, {
    toBody: (v: OrderValues) => {
      setGeneral([]);
      return toBody(v, chosen(), promoCode());
    },
    errorNotification: false,
    onMutationSuccess: ({ data }) => {
      if (data.claimToken) {
        localStorage.setItem(claimKey(data.id), data.claimToken);
        notification.info({ message: t('bookings.created'), description: t('bookings.loginToPay') });
        // The login form starts with the booker's phone (R5.11), also when reached through
        // /need-login: router state and this tab's sessionStorage, never the URL.
        const phone = form.getFieldValue(['contact', 'phone']) as string | undefined;
        rememberBookerPhone(phone);
        navigate(`/login?to=${encodeURIComponent(`/bookings/${data.id}`)}`, { state: { phone } });
      } else {
        notification.success({ message: t('bookings.created') });
        navigate(`/bookings/${data.id}`);
      }
    },
    onMutationError: (e) => setGeneral(unplaced(form, e)),
  });
  return { formProps, form, general, submitting: formLoading };
}
