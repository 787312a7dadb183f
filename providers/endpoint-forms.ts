/**
 * The typed form hooks (docs/architecture.md § The typed seam): a form that sends its values to a
 * declared endpoint, on @refinedev/antd's `useForm`/`useModalForm`; server `errors` keyed by field
 * path land under the fields by themselves, and the fields' messages follow a language switch
 * (src/components/form-language.ts). Kept apart from ./endpoints.ts so that the Refine
 * root, whose auth provider calls the API through `callEndpoint`, does not load @refinedev/antd
 * (docs/architecture.md § The SPA).
 */
import { useRef, useState } from 'react';
import type { FormProps } from 'antd';
import type { HttpError } from '@refinedev/core';
import { useForm, useModalForm, type UseFormProps, type UseModalFormProps } from '@refinedev/antd';
import type { ClientEndpoint } from '../src/contracts/api';
import type { EndpointBody, EndpointDef, ParamsArg } from '../src/contracts/endpoint';
import { endpointFormProps, type Data, type MutationResult } from './endpoints';
import { useFormFollowsLanguage } from '../src/components/form-language';

/**
 * One submission at a time (docs/rules.md R1.20): a second submit while the first is in flight — a
 * double click, Enter and a click — is dropped, and the save button shows it is busy. Without it
 * both requests go out (the button's `disabled` comes a render too late) and TanStack Query calls
 * `onMutationSuccess` for the last one only: a create answered "already exists" looks failed and
 * the list it should refresh is not.
 */
function useSingleSubmit<V>(submit: (values: V) => unknown): { onFinish: (values: V) => Promise<void>; busy: boolean } {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const onFinish = async (values: V) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await submit(values);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  return { onFinish, busy };
}

/**
 * How a form's values become the endpoint's body: `toBody` (its parameter's type is the form's
 * values, inferred — no generic is stated at the call), or the values as they are when the form's
 * fields are the body's.
 */
type ToBody<D extends EndpointDef, V> = { toBody?: (values: V) => EndpointBody<D> };

/**
 * The submit a form calls with its values: `toBody` of them (or the values) to Refine's
 * `formProps.onFinish` (which, in a modal, closes and resets it after success), one at a time ({@link useSingleSubmit}).
 */
function useValuesSubmit<D extends EndpointDef, V>(
  onFinish: ((body: EndpointBody<D> & object) => unknown) | undefined,
  toBody: ((values: V) => EndpointBody<D>) | undefined,
) {
  const { onFinish: submit, busy } = useSingleSubmit((values: V) =>
    onFinish?.((toBody ? toBody(values) : values) as EndpointBody<D> & object),
  );
  return { onFinish: submit as (values: V) => Promise<void>, busy };
}

/** Options of {@link useEndpointForm}: the endpoint's params, the Refine resource to invalidate, and useForm's own. */
export type EndpointFormOptions<D extends EndpointDef, V = EndpointBody<D>> = ParamsArg<D> &
  ToBody<D, V> & {
    /** Refine resource whose list/detail caches the submit invalidates (default: the endpoint's). */
    resource?: string;
    /** After a successful submit: `{ data, …extra }` of the answer. */
    onMutationSuccess?: (result: MutationResult<D>) => void;
  } & Omit<
    UseFormProps<Data<D>, HttpError, EndpointBody<D> & object>,
    'action' | 'resource' | 'meta' | 'id' | 'onMutationSuccess'
  >;

/**
 * A form that submits to `e` on @refinedev/antd's `useForm`: `formProps`, `saveButtonProps`,
 * `onFinish(body)` (send the body in the contract's field names), `onMutationSuccess` receives
 * `{ data, …extra }`. Server `errors` keyed by field path land under the fields. One submission at
 * a time through the form ({@link useSingleSubmit}).
 */
export function useEndpointForm<D extends EndpointDef, V = EndpointBody<D>>(
  e: ClientEndpoint<D>,
  options: EndpointFormOptions<D, V>,
) {
  const { params, resource, onMutationSuccess, toBody, ...rest } = options as EndpointFormOptions<D, V> & {
    params?: Record<string, unknown>;
  };
  const r = useForm<Data<D>, HttpError, EndpointBody<D> & object>({
    ...endpointFormProps(e, params, resource),
    ...rest,
    onMutationSuccess: onMutationSuccess ? (res) => onMutationSuccess(res as unknown as MutationResult<D>) : undefined,
  });
  useFormFollowsLanguage(r.form);
  const { onFinish, busy } = useValuesSubmit<D, V>(r.formProps.onFinish, toBody);
  return {
    ...r,
    formProps: { ...r.formProps, onFinish } as unknown as FormProps<V>,
    saveButtonProps: { ...r.saveButtonProps, loading: busy },
  };
}

/** Options of {@link useEndpointModalForm}. */
export type EndpointModalFormOptions<D extends EndpointDef, V = EndpointBody<D>> = ParamsArg<D> &
  ToBody<D, V> & {
    resource?: string;
    onMutationSuccess?: (result: MutationResult<D>) => void;
  } & Omit<
    UseModalFormProps<Data<D>, HttpError, EndpointBody<D> & object>,
    'action' | 'resource' | 'meta' | 'id' | 'onMutationSuccess'
  >;

/** {@link useEndpointForm} in a modal, on @refinedev/antd's `useModalForm` (`modalProps`, `show`, `close`). */
export function useEndpointModalForm<D extends EndpointDef, V = EndpointBody<D>>(
  e: ClientEndpoint<D>,
  options: EndpointModalFormOptions<D, V>,
) {
  const { params, resource, onMutationSuccess, toBody, ...rest } = options as EndpointModalFormOptions<D, V> & {
    params?: Record<string, unknown>;
  };
  const r = useModalForm<Data<D>, HttpError, EndpointBody<D> & object>({
    ...endpointFormProps(e, params, resource),
    ...rest,
    onMutationSuccess: onMutationSuccess ? (res) => onMutationSuccess(res as unknown as MutationResult<D>) : undefined,
  });
  useFormFollowsLanguage(r.form);
  const { onFinish, busy } = useValuesSubmit<D, V>(r.formProps.onFinish, toBody);
  return {
    ...r,
    formProps: { ...r.formProps, onFinish } as unknown as FormProps<V>,
    modalProps: { ...r.modalProps, confirmLoading: busy || r.modalProps.confirmLoading },
  };
}
