/**
 * A guest's check-in form, saved by the booker (PUT app/v1/bookings/{id}/check-in/{index}) or by a
 * guest through the shared link (PUT app/v1/check-in/{index} with the token): antd Form over
 * Refine's useForm (`useEndpointForm`), the server's field errors under the fields
 * (docs/rules.md R20.2).
 */
import { App, Button, Form, type FormInstance, type FormProps } from 'antd';
import { useTranslate } from '@refinedev/core';
import { api } from '../../../src/contracts/api';
import type { CheckInGuest } from '../../../src/contracts/check-in';
import { useEndpointForm } from '../../../providers/endpoint-forms';
import { CheckInFields, toGuestBody, toGuestValues, type GuestFormValues } from './check-in-fields';

interface GuestFormProps {
  guest: CheckInGuest;
  /** Called with nothing after a save (the page refetches its view). */
  onSaved: () => void;
}

/** The form's body: the fields and the save button. */
function GuestForm({
  form,
  formProps,
  loading,
  guest,
  askPhone = false,
  scan,
}: {
  askPhone?: boolean;
  scan?: { required: boolean };
  form: FormInstance<GuestFormValues>;
  formProps: FormProps<GuestFormValues>;
  loading: boolean;
  guest: CheckInGuest;
}) {
  const t = useTranslate();
  return (
    <Form<GuestFormValues>
      {...formProps}
      name={`guest-${guest.index}`}
      initialValues={toGuestValues(guest.entry, guest.scan)}
      layout="vertical"
      style={{ maxWidth: 560 }}
    >
      <CheckInFields form={form} child={guest.kind === 'child'} askPhone={askPhone} scan={scan} />
      <Button type="primary" htmlType="submit" loading={loading}>
        {t('checkIn.save')}
      </Button>
    </Form>
  );
}

/** The booker's form for one guest, filled with what was saved. */
export function BookerGuestForm({
  bookingId,
  guest,
  onSaved,
  scansRequired,
}: GuestFormProps & { bookingId: number; scansRequired: boolean }) {
  const t = useTranslate();
  const { message } = App.useApp();
  const f = useEndpointForm(api['check-in'].saveGuest, {
    params: { id: bookingId, index: guest.index },
    toBody: toGuestBody,
    onMutationSuccess: () => {
      void message.success(t('checkIn.saved'));
      onSaved();
    },
  });
  return (
    <GuestForm
      form={f.form}
      formProps={f.formProps}
      loading={f.formLoading}
      guest={guest}
      scan={{ required: scansRequired }}
    />
  );
}

/** A guest's form through the shared link: starts empty, since saved data is never shown there. */
export function SharedGuestForm({ token, guest, onSaved }: GuestFormProps & { token: string }) {
  const t = useTranslate();
  const { message } = App.useApp();
  const f = useEndpointForm(api['check-in'].sharedSaveGuest, {
    params: { index: guest.index },
    toBody: (v: GuestFormValues) => {
      const { scan: _scan, ...entry } = toGuestBody(v);
      return { ...entry, token, phone: v.phone ?? '' };
    },
    onMutationSuccess: () => {
      void message.success(t('checkIn.saved'));
      onSaved();
    },
  });
  return <GuestForm form={f.form} formProps={f.formProps} loading={f.formLoading} guest={guest} askPhone />;
}
