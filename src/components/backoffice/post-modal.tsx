/**
 * A button that opens a modal form and POSTs it to a back-office verb (docs/architecture.md § The
 * SPA): `useCustomMutation`, then the resource's list is invalidated. Server field errors
 * (`{ errors }`) are put under the fields; `toValues` maps the form to the request body.
 */
import { useState, type ReactNode } from 'react';
import { App, Button, Form, Modal, type ButtonProps, type FormInstance } from 'antd';
import { useApiUrl, useCustomMutation, useInvalidate, useTranslate, type HttpError } from '@refinedev/core';

export interface PostModalProps<V> {
  /** Path under app/v1, e.g. `backoffice/utility-readings/5/correct`. */
  path: string;
  resource: string;
  label: ReactNode;
  title: ReactNode;
  successMessage: string | ((data: unknown) => string);
  toValues?: (v: V) => object;
  initialValues?: Partial<V>;
  children?: (form: FormInstance<V>) => ReactNode;
  button?: ButtonProps;
  /** Post at once without a form (an action with nothing to fill in). */
  direct?: boolean;
}

export function PostModal<V extends object>({ path, resource, label, title, successMessage, toValues, initialValues, children, button, direct }: PostModalProps<V>) {
  const t = useTranslate();
  const apiUrl = useApiUrl();
  const { message } = App.useApp();
  const invalidate = useInvalidate();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<V>();
  const { mutate, mutation } = useCustomMutation();
  const submit = (v: V) =>
    mutate(
      { url: `${apiUrl}/${path}`, method: 'post', values: toValues ? toValues(v) : v, errorNotification: false, successNotification: false },
      {
        onSuccess: ({ data }) => {
          void message.success(typeof successMessage === 'string' ? successMessage : successMessage(data));
          setOpen(false);
          form.resetFields();
          void invalidate({ resource, invalidates: ['list'] });
        },
        onError: (e: HttpError) => {
          const fields = Object.entries(e.errors ?? {}).map(([name, errs]) => ({ name: name as never, errors: (Array.isArray(errs) ? errs : [String(errs)]) as string[] }));
          if (fields.length) form.setFields(fields);
          void message.error(e.message);
        },
      },
    );
  if (direct) {
    return (
      <Button size="small" {...button} loading={mutation.isPending} onClick={() => submit({} as V)}>
        {label}
      </Button>
    );
  }
  return (
    <>
      <Button size="small" {...button} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Modal open={open} title={title} okText={t('common.save')} cancelText={t('common.cancel')} confirmLoading={mutation.isPending} onOk={() => form.submit()} onCancel={() => setOpen(false)} destroyOnHidden>
        <Form<V> form={form} layout="vertical" initialValues={initialValues} onFinish={submit}>
          {children?.(form)}
        </Form>
      </Modal>
    </>
  );
}
