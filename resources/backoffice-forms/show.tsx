/**
 * A form request (docs/rules.md R16.7): who, when, the call-back slot, the consents given and
 * what the form held; the state moved forward (new → in progress → done) through Refine's
 * `useUpdate`, and the note through Refine's edit form (the server's error shows under it). Both
 * are audited on the server.
 */
import { Button, Descriptions, Form, Input, Space } from 'antd';
import { Show } from '@refinedev/antd';
import { useTranslate, useUpdate } from '@refinedev/core';
import type { FormInboxRow } from '../../src/contracts/backoffice-forms';
import type { FormStatus } from '../../src/domain/forms';
import { FormStatusTag } from './components/form-status';
import { formatServerTimestamp } from '../../src/domain/datetime';
import { formatPhone } from '../../src/domain/phone';
import { useEndpointShow } from '../../providers/endpoints';
import { api } from '../../src/contracts/api';
import { useEndpointRecordForm } from '../../providers/endpoint-forms';

export default function BackofficeFormShow() {
  const t = useTranslate();
  const f = (k: string) => t(`backoffice-forms.fields.${k}`);
  const { query } = useEndpointShow(api['backoffice-forms'].show);
  const { mutate, mutation } = useUpdate<FormInboxRow>();
  const note = useEndpointRecordForm(api['backoffice-forms'].show, api['backoffice-forms'].update, {
    action: 'edit',
    redirect: false,
  });
  const r = query.data?.data;
  const save = (values: { status: FormStatus }) => r && mutate({ resource: 'backoffice-forms', id: r.id, values });
  const yes = (v: boolean) => t(v ? 'backoffice-common.yes' : 'backoffice-common.no');
  return (
    <Show
      isLoading={query.isLoading}
      canDelete={false}
      canEdit={false}
      title={r ? `${t(`backoffice-forms.kinds.${r.kind}`)} #${r.id}` : undefined}
    >
      {r && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Space wrap>
            <FormStatusTag status={r.status} />
            {r.status === 'new' && (
              <Button loading={mutation.isPending} onClick={() => save({ status: 'in_progress' })}>
                {t('backoffice-forms.actions.take')}
              </Button>
            )}
            {r.status !== 'done' && (
              <Button type="primary" loading={mutation.isPending} onClick={() => save({ status: 'done' })}>
                {t('backoffice-forms.actions.finish')}
              </Button>
            )}
          </Space>
          <Descriptions bordered column={1} size="small">
            <Descriptions.Item label={f('createdAt')}>{formatServerTimestamp(r.createdAt)}</Descriptions.Item>
            <Descriptions.Item label={f('name')}>{r.name}</Descriptions.Item>
            <Descriptions.Item label={f('phone')}>
              <a href={`tel:${r.phone}`}>{formatPhone(r.phone)}</a>
            </Descriptions.Item>
            {r.slot && <Descriptions.Item label={f('slot')}>{t(`backoffice-forms.slots.${r.slot}`)}</Descriptions.Item>}
            <Descriptions.Item label={f('policy')}>{yes(r.consents.policy)}</Descriptions.Item>
            <Descriptions.Item label={f('notifications')}>{yes(r.consents.notifications)}</Descriptions.Item>
            {Object.entries(r.details)
              .filter(([, v]) => v !== null && v !== '')
              .map(([k, v]) => (
                <Descriptions.Item key={k} label={t(`backoffice-forms.fields.${k}`, k)}>
                  {String(v)}
                </Descriptions.Item>
              ))}
          </Descriptions>
          <Form {...note.formProps} layout="vertical">
            <Form.Item name="note" label={f('note')}>
              <Input.TextArea rows={3} maxLength={2000} />
            </Form.Item>
            <Button htmlType="submit" loading={note.formLoading}>
              {t('backoffice-forms.actions.saveNote')}
            </Button>
          </Form>
        </Space>
      )}
    </Show>
  );
}
