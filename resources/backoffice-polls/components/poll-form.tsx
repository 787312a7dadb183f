/**
 * The new-poll form of the back office (docs/rules.md R14.1) in a modal: subject, description,
 * who votes (a building or the MC pool), the voting period, questions with a decision rule and a
 * quorum. Sent with POST app/v1/backoffice/polls (Refine's `useModalForm`); the fields carry the
 * body's names, so server errors appear under them — those of `startsAt`/`endsAt` under the period.
 */
import { Button, DatePicker, Form, Input, Modal, Select, Space } from 'antd';
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslate } from '@refinedev/core';
import type { Dayjs } from 'dayjs';
import { api } from '../../../src/contracts/api';
import type { PollCreate } from '../../../src/contracts/polls';
import { useEndpointModalForm } from '../../../providers/endpoint-forms';
import { useEndpointQuery } from '../../../providers/endpoints';
import { toServerTimestamp } from '../../../src/domain/datetime';
import { DECISION_RULES, DEFAULT_QUORUM_PERCENT } from '../../../src/domain/polls';
import { DecimalInput, decimalRule } from '../../../src/components/decimal-input';
import { ErrorSlots } from '../../../src/components/error-slots';

/** The form: the body's fields, the voting period picked as one range instead of `startsAt`/`endsAt`. */
type Values = Omit<PollCreate, 'startsAt' | 'endsAt'> & { period: [Dayjs, Dayjs] };

export function usePollForm() {
  return useEndpointModalForm(api['backoffice-polls'].create, {
    resource: 'backoffice-polls',
    redirect: 'show',
    warnWhenUnsavedChanges: false,
    toBody: ({ period: [start, end], ...v }: Values): PollCreate => ({
      ...v,
      startsAt: toServerTimestamp(start),
      endsAt: toServerTimestamp(end),
    }),
  });
}

export function PollForm({ modal }: { modal: ReturnType<typeof usePollForm> }) {
  const t = useTranslate();
  const { modalProps, formProps } = modal;
  const { query } = useEndpointQuery(api.content.buildings, {});
  const buildings = (query.data?.data ?? []).map((b) => ({ value: b.id, label: b.name }));
  const scope = Form.useWatch('scope', formProps.form);
  return (
    <Modal {...modalProps} title={t('backoffice-polls.titles.create')} width={720}>
      <Form
        {...formProps}
        layout="vertical"
        initialValues={{
          scope: 'pool',
          questions: [{ text: '', rule: 'cast_majority', quorumPercent: DEFAULT_QUORUM_PERCENT }],
        }}
      >
        <Form.Item
          name="title"
          label={t('backoffice-polls.fields.title')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <Input maxLength={300} />
        </Form.Item>
        <Form.Item name="description" label={t('backoffice-polls.fields.description')}>
          <Input.TextArea rows={3} maxLength={5000} />
        </Form.Item>
        <Space wrap>
          <Form.Item name="scope" label={t('backoffice-polls.fields.scope')}>
            <Select
              style={{ width: 200 }}
              options={[
                { value: 'pool', label: t('backoffice-polls.scope.pool') },
                { value: 'building', label: t('backoffice-polls.scope.building') },
              ]}
            />
          </Form.Item>
          {scope === 'building' ? (
            <Form.Item
              name="buildingId"
              label={t('backoffice-polls.fields.building')}
              rules={[{ required: true, message: t('validation.required') }]}
            >
              <Select style={{ width: 240 }} options={buildings} />
            </Form.Item>
          ) : null}
        </Space>
        <Form.Item label={t('backoffice-polls.fields.period')} htmlFor="poll-period" required>
          <Form.Item name="period" noStyle rules={[{ required: true, message: t('validation.required') }]}>
            <DatePicker.RangePicker id="poll-period" showTime={{ format: 'HH:mm' }} format="DD.MM.YYYY HH:mm" />
          </Form.Item>
          <ErrorSlots names={['startsAt', 'endsAt']} of="period" />
        </Form.Item>
        <Form.List name="questions">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f) => (
                <Space key={f.key} align="start" wrap style={{ display: 'flex' }}>
                  <Form.Item
                    name={[f.name, 'text']}
                    label={t('backoffice-polls.fields.question')}
                    rules={[{ required: true, message: t('validation.required') }]}
                  >
                    <Input.TextArea rows={2} style={{ width: 320 }} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'rule']} label={t('backoffice-polls.fields.rule')}>
                    <Select
                      style={{ width: 220 }}
                      options={DECISION_RULES.map((r) => ({ value: r, label: t(`polls.rules.${r}`) }))}
                    />
                  </Form.Item>
                  <Form.Item
                    name={[f.name, 'quorumPercent']}
                    label={t('backoffice-polls.fields.quorum')}
                    rules={[decimalRule(t)]}
                  >
                    <DecimalInput min={0} max={99} />
                  </Form.Item>
                  {fields.length > 1 ? (
                    <Button
                      type="text"
                      icon={<MinusCircleOutlined />}
                      aria-label="remove"
                      onClick={() => remove(f.name)}
                      style={{ marginTop: 30 }}
                    />
                  ) : null}
                </Space>
              ))}
              <Button
                icon={<PlusOutlined />}
                onClick={() => add({ text: '', rule: 'cast_majority', quorumPercent: DEFAULT_QUORUM_PERCENT })}
              >
                {t('backoffice-polls.actions.addQuestion')}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
