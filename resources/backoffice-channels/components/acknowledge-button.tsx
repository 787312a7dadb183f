/**
 * "Acknowledge" on a conflict (docs/rules.md R18.5) and its modal: an optional note (what was
 * settled with the channel or the guest). Sent once; the server answers 409 to a second time.
 */
import { Button, Form, Input, Modal, Typography } from 'antd';
import { useTranslate } from '@refinedev/core';
import { api } from '../../../src/contracts/api';
import { useEndpointModalForm } from '../../../providers/endpoint-forms';
import { CONFLICT_NOTE_MAX } from '../../../src/domain/channels';

export function AcknowledgeButton({ id, onDone }: { id: number; onDone: () => void }) {
  const t = useTranslate();
  const { modalProps, formProps, show } = useEndpointModalForm(api['backoffice-channels'].acknowledge, {
    params: { id },
    resource: 'backoffice-channel-conflicts',
    onMutationSuccess: onDone,
  });
  const label = t('backoffice-channels.conflicts.acknowledge');
  return (
    <>
      <Button size="small" onClick={() => show()} data-testid={`acknowledge-${id}`}>
        {label}
      </Button>
      <Modal {...modalProps} title={label} okText={label}>
        <Typography.Paragraph>{t('backoffice-channels.conflicts.acknowledgeHint')}</Typography.Paragraph>
        <Form {...formProps} layout="vertical">
          <Form.Item name="note" label={t('backoffice-channels.fields.note')}>
            <Input.TextArea rows={3} maxLength={CONFLICT_NOTE_MAX} />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
