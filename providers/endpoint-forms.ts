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
function useSingleSubmit(submit: FormProps['onFinish']): { onFinish: FormProps['onFinish']; busy: boolean } {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const onFinish = async (values: unknown) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await submit?.(values);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  return { onFinish, busy };
}

/** Options of {@link useEndpointForm}: the endpoint's params, the Refine resource to invalidate, and useForm's own. */
export type EndpointFormOptions<D extends EndpointDef> = ParamsArg<D> & {
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
export function useEndpointForm<D extends EndpointDef>(e: ClientEndpoint<D>, options: EndpointFormOptions<D>) {
  const { params, resource, onMutationSuccess, ...rest } = options as EndpointFormOptions<D> & {
    params?: Record<string, unknown>;
  };
  const r = useForm<Data<D>, HttpError, EndpointBody<D> & object>({
    ...endpointFormProps(e, params, resource),
    ...rest,
    onMutationSuccess: onMutationSuccess ? (res) => onMutationSuccess(res as unknown as MutationResult<D>) : undefined,
  });
  useFormFollowsLanguage(r.form);
  const { onFinish, busy } = useSingleSubmit(r.formProps.onFinish);
  return {
    ...r,
    formProps: { ...r.formProps, onFinish },
    saveButtonProps: { ...r.saveButtonProps, loading: busy },
  };
}

/** Options of {@link useEndpointModalForm}. */
export type EndpointModalFormOptions<D extends EndpointDef> = ParamsArg<D> & {
  resource?: string;
  onMutationSuccess?: (result: MutationResult<D>) => void;
} & Omit<
    UseModalFormProps<Data<D>, HttpError, EndpointBody<D> & object>,
    'action' | 'resource' | 'meta' | 'id' | 'onMutationSuccess'
  >;

/** {@link useEndpointForm} in a modal, on @refinedev/antd's `useModalForm` (`modalProps`, `show`, `close`). */
export function useEndpointModalForm<D extends EndpointDef>(
  e: ClientEndpoint<D>,
  options: EndpointModalFormOptions<D>,
) {
  const { params, resource, onMutationSuccess, ...rest } = options as EndpointModalFormOptions<D> & {
    params?: Record<string, unknown>;
  };
  const r = useModalForm<Data<D>, HttpError, EndpointBody<D> & object>({
    ...endpointFormProps(e, params, resource),
    ...rest,
    onMutationSuccess: onMutationSuccess ? (res) => onMutationSuccess(res as unknown as MutationResult<D>) : undefined,
  });
  useFormFollowsLanguage(r.form);
  const { onFinish, busy } = useSingleSubmit(r.formProps.onFinish);
  return {
    ...r,
    formProps: { ...r.formProps, onFinish },
    modalProps: { ...r.modalProps, confirmLoading: busy || r.modalProps.confirmLoading },
  };
}
