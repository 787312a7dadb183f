/**
 * The new-poll form of the back office (docs/rules.md R14.1) in a modal: subject, description,
 * who votes (a building or the MC pool), the voting period, questions with a decision rule and a
 * quorum. Sent with POST app/v1/backoffice/polls; server errors appear under the fields.
 */
import { Button, DatePicker, Form, Input, Modal, Select, Space } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useModalForm } from '@refinedev/antd';
import { useApiUrl, useCustom, useTranslate } from '@refinedev/core';
import type { Dayjs } from 'dayjs';
import { toServerTimestamp } from '../../../src/domain/datetime';
import { DECISION_RULES, DEFAULT_QUORUM_PERCENT } from '../../../src/domain/polls';
import { DecimalInput, decimalRule } from '../../../src/components/decimal-input';

export function usePollForm() {
  return useModalForm({ resource: 'backoffice-polls', action: 'create', redirect: 'show', warnWhenUnsavedChanges: false });
}

export function PollForm({ modal }: { modal: ReturnType<typeof usePollForm> }) {
  const t = useTranslate();
  const { modalProps, formProps } = modal;
  const apiUrl = useApiUrl();
  const { query } = useCustom<{ id: number; name: string }[]>({ url: `${apiUrl}/building`, method: 'get' });
  const buildings = (query.data?.data ?? []).map((b) => ({ value: b.id, label: b.name }));
  const scope = Form.useWatch('scope', formProps.form);
  const onFinish = (v: Record<string, unknown>) => {
    const [start, end] = v.period as [Dayjs, Dayjs];
    const { period: _period, ...rest } = v;
    void _period;
    return formProps.onFinish?.({ ...rest, startsAt: toServerTimestamp(start), endsAt: toServerTimestamp(end) });
  };
  return (
    <Modal {...modalProps} title={t('backoffice-polls.titles.create')} width={720}>
      <Form {...formProps} layout="vertical" onFinish={onFinish} initialValues={{ scope: 'pool', questions: [{ text: '', rule: 'cast_majority', quorumPercent: DEFAULT_QUORUM_PERCENT }] }}>
        <Form.Item name="title" label={t('backoffice-polls.fields.title')} rules={[{ required: true, message: t('validation.required') }]}>
          <Input maxLength={300} />
        </Form.Item>
        <Form.Item name="description" label={t('backoffice-polls.fields.description')}>
          <Input.TextArea rows={3} maxLength={5000} />
        </Form.Item>
        <Space wrap>
          <Form.Item name="scope" label={t('backoffice-polls.fields.scope')}>
            <Select style={{ width: 200 }} options={[{ value: 'pool', label: t('backoffice-polls.scope.pool') }, { value: 'building', label: t('backoffice-polls.scope.building') }]} />
          </Form.Item>
          {scope === 'building' ? (
            <Form.Item name="buildingId" label={t('backoffice-polls.fields.building')} rules={[{ required: true, message: t('validation.required') }]}>
              <Select style={{ width: 240 }} options={buildings} />
            </Form.Item>
          ) : null}
        </Space>
        <Form.Item name="period" label={t('backoffice-polls.fields.period')} rules={[{ required: true, message: t('validation.required') }]}>
          <DatePicker.RangePicker showTime={{ format: 'HH:mm' }} format="DD.MM.YYYY HH:mm" />
        </Form.Item>
        <Form.List name="questions">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f) => (
                <Space key={f.key} align="start" wrap style={{ display: 'flex' }}>
                  <Form.Item name={[f.name, 'text']} label={t('backoffice-polls.fields.question')} rules={[{ required: true, message: t('validation.required') }]}>
                    <Input.TextArea rows={2} style={{ width: 320 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'rule']} label={t('backoffice-polls.fields.rule')}>
                    <Select style={{ width: 220 }} options={DECISION_RULES.map((r) => ({ value: r, label: t(`polls.rules.${r}`) }))} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'quorumPercent']} label={t('backoffice-polls.fields.quorum')} rules={[decimalRule(t)]}>
                    <DecimalInput min={0} max={99} />
                  </Form.Item>
                  {fields.length > 1 ? <Button type="text" icon={<MinusCircleOutlined />} aria-label="remove" onClick={() => remove(f.name)} style={{ marginTop: 30 }} /> : null}
                </Space>
              ))}
              <Button icon={<PlusOutlined />} onClick={() => add({ text: '', rule: 'cast_majority', quorumPercent: DEFAULT_QUORUM_PERCENT })}>
                {t('backoffice-polls.actions.addQuestion')}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
