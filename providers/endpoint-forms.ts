/**
 * The typed form hooks (docs/architecture.md § The typed seam): a form that sends its values to a
 * declared endpoint, on @refinedev/antd's `useForm`/`useModalForm`; server `errors` keyed by field
 * path land under the fields by themselves, and the fields' messages follow a language switch
 * (src/components/form-language.ts). Kept apart from ./endpoints.ts so that the Refine
 * root, whose auth provider calls the API through `callEndpoint`, does not load @refinedev/antd
 * (docs/architecture.md § The SPA).
 */
import { useRef, useState } from 'react';
import type { FormInstance, FormProps } from 'antd';
import type { CreateResponse, HttpError, UpdateResponse } from '@refinedev/core';
import {
  useDrawerForm,
  useForm,
  useModalForm,
  type UseDrawerFormProps,
  type UseFormProps,
  type UseModalFormProps,
} from '@refinedev/antd';
import type { ClientEndpoint } from '../src/contracts/api';
import type { EndpointBody, EndpointDef, ParamsArg } from '../src/contracts/endpoint';
import {
  endpointFormProps,
  recordResource,
  withExtra,
  type Data,
  type MutationResult,
  type RecordEndpoint,
} from './endpoints';
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
type ToBody<B, V> = { toBody?: (values: V) => B };

/** What every Refine form hook hands out that the typed hooks retype: the antd form and its props. */
type RefineForm<B> = { form: FormInstance<B>; formProps: FormProps<B> };

/**
 * Refine's form hook's answer `r` as the page sees it: the antd form holds the form's values `V`
 * (the fields the page renders), while Refine's hook underneath is typed with the body `B` it
 * sends. `formProps.onFinish` takes `V`, turns it into the body by `toBody` (or sends the values as
 * they are), and hands it to Refine's own `formProps.onFinish` (which, in a modal or a drawer,
 * closes and resets it after success), one submission at a time ({@link useSingleSubmit}), a
 * refusal left to Refine (it resolves); `busy` while it is on its way; the fields' messages follow
 * a language switch. The overload states the one fact the types cannot see: the form holds `V`.
 */
function useValuesForm<B, V, R extends RefineForm<B>>(
  r: R,
  toBody: ((values: V) => B) | undefined,
): Omit<R, 'form' | 'formProps'> & { form: FormInstance<V>; formProps: FormProps<V>; busy: boolean };
function useValuesForm(r: RefineForm<unknown>, toBody: ((values: unknown) => unknown) | undefined) {
  useFormFollowsLanguage(r.form);
  // A refusal is Refine's to show (fields, notification, `onMutationError`); antd's Form does not
  // read the promise, so a rejection (a modal's `onFinish` rethrows) would only be unhandled.
  const { onFinish, busy } = useSingleSubmit(async (values: unknown) => {
    await Promise.resolve(r.formProps.onFinish?.(toBody ? toBody(values) : values)).catch(() => undefined);
  });
  return { ...r, formProps: { ...r.formProps, onFinish }, busy };
}

/** A page form's answer with its save button busy while a submission is on its way. */
const withBusySave = <F extends { busy: boolean; saveButtonProps: object }>(f: F) => ({
  ...f,
  saveButtonProps: { ...f.saveButtonProps, loading: f.busy },
});

/** Options every endpoint form takes: the endpoint's params, the resource to invalidate, `toBody`. */
type EndpointTarget<D extends EndpointDef, V> = ParamsArg<D> &
  ToBody<EndpointBody<D> & object, V> & {
    /** Refine resource whose list/detail caches the submit invalidates (default: the endpoint's). */
    resource?: string;
    /** After a successful submit: `{ data, …extra }` of the answer. */
    onMutationSuccess?: (result: MutationResult<D>) => void;
  };

/** Refine's form props an endpoint form leaves to the page (the rest come from the endpoint). */
type Own = 'action' | 'resource' | 'meta' | 'id' | 'onMutationSuccess';

/** The props every endpoint form gives Refine's hook: target, notifications, `onMutationSuccess`. */
function targetProps<D extends EndpointDef, V>(e: ClientEndpoint<D>, options: EndpointTarget<D, V>) {
  const { params, resource, onMutationSuccess, toBody, ...rest } = options as EndpointTarget<D, V> & {
    params?: Record<string, unknown>;
  };
  return {
    toBody,
    props: {
      ...endpointFormProps(e, params, resource),
      ...rest,
      onMutationSuccess: onMutationSuccess
        ? (res: CreateResponse<Data<D>> | UpdateResponse<Data<D>>) => onMutationSuccess(withExtra<D>(res))
        : undefined,
    },
  };
}

/** Options of {@link useEndpointForm}: the endpoint's params, the Refine resource to invalidate, and useForm's own. */
export type EndpointFormOptions<D extends EndpointDef, V = EndpointBody<D>> = EndpointTarget<D, V> &
  Omit<UseFormProps<Data<D>, HttpError, EndpointBody<D> & object>, Own>;

/** Options of {@link useEndpointModalForm}: {@link EndpointFormOptions} and useModalForm's own. */
export type EndpointModalFormOptions<D extends EndpointDef, V = EndpointBody<D>> = EndpointTarget<D, V> &
  Omit<UseModalFormProps<Data<D>, HttpError, EndpointBody<D> & object>, Own>;

/**
 * A form that submits to `e` on @refinedev/antd's `useForm`: `form` and `formProps` (typed by the
 * form's values `V`, inferred from `toBody`), `saveButtonProps`, `onFinish(body)` (sends a body in
 * the contract's field names as it is), `onMutationSuccess` receives `{ data, …extra }`. Server
 * `errors` keyed by field path land under the fields. One submission at a time through the form
 * ({@link useSingleSubmit}).
 */
export function useEndpointForm<D extends EndpointDef, V = EndpointBody<D>>(
  e: ClientEndpoint<D>,
  options: EndpointFormOptions<D, V>,
) {
  const { toBody, props } = targetProps(e, options);
  return withBusySave(useValuesForm(useForm<Data<D>, HttpError, EndpointBody<D> & object>(props), toBody));
}

/** {@link useEndpointForm} in a modal, on @refinedev/antd's `useModalForm` (`modalProps`, `show`, `close`). */
export function useEndpointModalForm<D extends EndpointDef, V = EndpointBody<D>>(
  e: ClientEndpoint<D>,
  options: EndpointModalFormOptions<D, V>,
) {
  const target = targetProps(e, options);
  const f = useValuesForm(useModalForm<Data<D>, HttpError, EndpointBody<D> & object>(target.props), target.toBody);
  return { ...f, modalProps: { ...f.modalProps, confirmLoading: f.busy || f.modalProps.confirmLoading } };
}

/**
 * Options of a record's form ({@link useEndpointRecordForm}, {@link useEndpointDrawerForm}) over
 * Refine's props `P`: Refine's own (`action`, `redirect`, notifications…) but `resource`, which
 * comes from the record's endpoint, and `toBody` to the body of `B`.
 */
type RecordFormOptions<B extends EndpointDef, V, P> = ToBody<EndpointBody<B> & object, V> & Omit<P, 'resource'>;

/** Options of {@link useEndpointRecordForm}. */
export type EndpointRecordFormOptions<S extends RecordEndpoint, B extends EndpointDef, V> = RecordFormOptions<
  B,
  V,
  UseFormProps<Data<S>, HttpError, EndpointBody<B> & object>
>;

/** Options of {@link useEndpointDrawerForm}. */
export type EndpointDrawerFormOptions<S extends RecordEndpoint, B extends EndpointDef, V> = RecordFormOptions<
  B,
  V,
  UseDrawerFormProps<Data<S>, HttpError, EndpointBody<B> & object>
>;

/** The props a record's form gives Refine's hook: the page's, on the resource `show` names. */
function recordProps<P extends object, V, B>(show: ClientEndpoint<RecordEndpoint>, options: ToBody<B, V> & P) {
  const { toBody, ...rest } = options;
  return { toBody, props: { ...rest, resource: recordResource(show) } };
}

/**
 * A create/edit form of one record on @refinedev/antd's `useForm`, as Refine does it for a
 * resource (its create and update calls, `redirect`, notifications, invalidation): `show` is the
 * record's GET `…/:id` (it names the resource and types `query.data.data`), `save` the create or
 * update endpoint whose body the form sends (only its type is read). `form` and `formProps` are
 * typed by the form's values `V`, inferred from `toBody`.
 */
export function useEndpointRecordForm<S extends RecordEndpoint, B extends EndpointDef, V = EndpointBody<B>>(
  show: ClientEndpoint<S>,
  _save: ClientEndpoint<B>,
  options: EndpointRecordFormOptions<S, B, V>,
) {
  const { toBody, props } = recordProps(show, options);
  return withBusySave(useValuesForm(useForm<Data<S>, HttpError, EndpointBody<B> & object>(props), toBody));
}

/**
 * {@link useEndpointRecordForm} in a drawer, on @refinedev/antd's `useDrawerForm` (`drawerProps`,
 * `show(id)`, `close`).
 */
export function useEndpointDrawerForm<S extends RecordEndpoint, B extends EndpointDef, V = EndpointBody<B>>(
  show: ClientEndpoint<S>,
  _save: ClientEndpoint<B>,
  options: EndpointDrawerFormOptions<S, B, V>,
) {
  const { toBody, props } = recordProps(show, options);
  return withBusySave(useValuesForm(useDrawerForm<Data<S>, HttpError, EndpointBody<B> & object>(props), toBody));
}
