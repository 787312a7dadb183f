/**
 * A button that opens a modal form and sends it to a declared back-office verb (docs/architecture.md
 * § The typed seam): `useEndpointModalForm` of providers/endpoints.ts, so the server's `errors` land
 * under the fields named like the endpoint's body, a failure no field explains is notified, and the
 * `resource`'s list is refetched after a success. `toBody` maps the form to the body when the two
 * differ (a value the form does not show); `direct` sends at once without a form.
 *
 * ```tsx
 * <PostModal endpoint={api['backoffice-utilities'].readingCorrect} params={{ id: r.id }} resource="backoffice-utility-readings" …>
 *   <Form.Item name="value">…</Form.Item>
 * </PostModal>
 * ```
 */
import type { ReactNode } from 'react';
import { App, Button, Form, Modal, type ButtonProps } from 'antd';
import { useTranslate } from '@refinedev/core';
import type { ClientEndpoint } from '../../contracts/api';
import type { EndpointBody, EndpointData, EndpointDef } from '../../contracts/endpoint';
import { type ParamsArg } from '../../../providers/endpoints';
import { useEndpointModalForm, type EndpointModalFormOptions } from '../../../providers/endpoint-forms';

/** Props of {@link PostModal}: the endpoint and its `params`, the form values `V` (the body unless `toBody` maps them). */
export type PostModalProps<D extends EndpointDef, V> = ParamsArg<D> & {
  /** The declared endpoint the form is sent to (`api['backoffice-utilities'].tariffCreate`). */
  endpoint: ClientEndpoint<D>;
  /** Refine resource whose list is refetched after a success. */
  resource: string;
  label: ReactNode;
  title: ReactNode;
  /** Said after a success; a function of the answer's `data`. */
  successMessage: string | ((data: EndpointData<D>) => string);
  /** The body from the form's values (default: the values as they are). */
  toBody?: (values: V) => EndpointBody<D>;
  /** The form's values when it opens (read again at every opening). */
  initialValues?: Partial<V>;
  /** The form's items, named like the body's fields. */
  children?: ReactNode;
  button?: ButtonProps;
  /** Send at once without a form (an action with nothing to fill in). */
  direct?: boolean;
};

/** A back-office verb behind a button: a modal form (or a direct call) on {@link useEndpointModalForm}. */
export function PostModal<D extends EndpointDef, V extends object = EndpointBody<D> & object>(
  props: PostModalProps<D, V>,
) {
  const { endpoint, params, resource, label, title, successMessage, toBody, initialValues, children, button, direct } =
    props as PostModalProps<D, V> & { params?: unknown };
  const t = useTranslate();
  const { message } = App.useApp();
  const { modalProps, formProps, form, show, onFinish, formLoading } = useEndpointModalForm(endpoint, {
    params,
    resource,
    warnWhenUnsavedChanges: false,
    onMutationSuccess: ({ data }) =>
      void message.success(typeof successMessage === 'string' ? successMessage : successMessage(data)),
  } as EndpointModalFormOptions<D>);
  const body = (v: V) => (toBody ? toBody(v) : v) as EndpointBody<D> & object;
  if (direct) {
    return (
      <Button
        size="small"
        {...button}
        loading={formLoading}
        onClick={() => void onFinish(body({} as V)).catch(() => undefined)}
      >
        {label}
      </Button>
    );
  }
  const open = () => {
    form.resetFields();
    show();
  };
  return (
    <>
      <Button size="small" {...button} onClick={open}>
        {label}
      </Button>
      <Modal {...modalProps} width={520} title={title} okText={t('common.save')} cancelText={t('common.cancel')}>
        <Form<V>
          {...(formProps as object)}
          layout="vertical"
          initialValues={initialValues}
          onFinish={(v: V) => void Promise.resolve(formProps.onFinish?.(body(v))).catch(() => undefined)}
        >
          {children}
        </Form>
      </Modal>
    </>
  );
}
