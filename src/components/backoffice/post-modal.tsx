/**
 * A button that opens a modal form and sends it to a declared back-office verb (docs/architecture.md
 * § The typed seam): `useEndpointModalForm` of providers/endpoints.ts, so the server's `errors` land
 * under the fields named like the endpoint's body, a failure no field explains is notified, and the
 * `resource`'s list is refetched after a success. `toBody` maps the form to the body when the two
 * differ (a value the form does not show); `direct` sends at once without a form.
 *
 * ```tsx
 * <PostModal endpoint={api['backoffice-utility-accounts'].readingCorrect} params={{ id: r.id }} resource="backoffice-utility-readings" …>
 *   <Form.Item name="value">…</Form.Item>
 * </PostModal>
 * ```
 */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { App, Button, Form, Modal, type ButtonProps } from 'antd';
import { useTranslate } from '@refinedev/core';
import type { ClientEndpoint } from '../../contracts/api';
import type { EndpointBody, EndpointData, EndpointDef } from '../../contracts/endpoint';
import { type ParamsArg } from '../../../providers/endpoints';
import { useEndpointModalForm, type EndpointModalFormOptions } from '../../../providers/endpoint-forms';

/** Props of {@link PostModal}: the endpoint and its `params`, the form values `V` (the body unless `toBody` maps them). */
export type PostModalProps<D extends EndpointDef, V> = ParamsArg<D> & {
  /** The declared endpoint the form is sent to (`api['backoffice-utility-accounts'].tariffCreate`). */
  endpoint: ClientEndpoint<D>;
  /** Refine resource whose list is refetched after a success. */
  resource: string;
  label: ReactNode;
  title: ReactNode;
  /** Said after a success; a function of the answer's `data`. */
  successMessage: string | ((data: EndpointData<D>) => string);
  /** The body from the form's values (default: the values as they are). */
  toBody?: (values: V) => EndpointBody<D> & object;
  /** The form's values when it opens (read again at every opening). */
  initialValues?: Partial<V>;
  /** The form's items, named like the body's fields. */
  children?: ReactNode;
  button?: ButtonProps;
  /** Send at once without a form (an action with nothing to fill in). */
  direct?: boolean;
};

/** The hook of one verb: the form, the modal and the send, saying `successMessage` after a success. */
function useVerb<D extends EndpointDef, V>(props: PostModalProps<D, V>) {
  const { endpoint, params, resource, successMessage, toBody } = props as PostModalProps<D, V> & { params?: unknown };
  const { message } = App.useApp();
  return useEndpointModalForm(endpoint, {
    params,
    resource,
    toBody,
    warnWhenUnsavedChanges: false,
    onMutationSuccess: ({ data }) =>
      void message.success(typeof successMessage === 'string' ? successMessage : successMessage(data)),
  } as EndpointModalFormOptions<D, V>);
}

/**
 * A back-office verb behind a button: a modal form (or a direct call) on {@link useEndpointModalForm}.
 * The modal and its form exist only from the button's click until the modal has closed: a list
 * has a verb or three per row, and hidden forms kept for every row made it slow to draw.
 */
export function PostModal<D extends EndpointDef, V extends object = EndpointBody<D> & object>(
  props: PostModalProps<D, V>,
) {
  const [opened, setOpened] = useState(false);
  if (props.direct) return <DirectVerb<D, V> verb={props} />;
  return (
    <>
      <Button size="small" {...props.button} onClick={() => setOpened(true)}>
        {props.label}
      </Button>
      {opened ? <VerbModal<D, V> verb={props} onClosed={() => setOpened(false)} /> : null}
    </>
  );
}

/** A verb sent at once, without a form. */
function DirectVerb<D extends EndpointDef, V extends object>({ verb: props }: { verb: PostModalProps<D, V> }) {
  const { onFinish, formLoading } = useVerb(props);
  const body = (props.toBody ? props.toBody({} as V) : {}) as EndpointBody<D> & object;
  return (
    <Button
      size="small"
      {...props.button}
      loading={formLoading}
      onClick={() => void onFinish(body).catch(() => undefined)}
    >
      {props.label}
    </Button>
  );
}

/** The verb's modal form, open from its mounting on; `onClosed` once it has closed (sent or cancelled). */
function VerbModal<D extends EndpointDef, V extends object>({
  verb: props,
  onClosed,
}: {
  verb: PostModalProps<D, V>;
  onClosed: () => void;
}) {
  const { title, initialValues, children } = props;
  const t = useTranslate();
  // The form's name prefixes its fields' ids, so each label points at its own input.
  const formName = useId();
  const { modalProps, formProps, show } = useVerb(props);
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    show();
  }, [show]);
  return (
    <Modal
      {...modalProps}
      width={520}
      title={title}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      afterClose={() => {
        modalProps.afterClose?.();
        onClosed();
      }}
    >
      <Form<V> {...formProps} name={formName} layout="vertical" initialValues={initialValues}>
        {children}
      </Form>
    </Modal>
  );
}
