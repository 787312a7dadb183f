/**
 * A manager's quick replies (docs/rules.md R23.7): a picker that inserts one in the person's
 * language, and a drawer to add and delete them.
 */
import { useState } from 'react';
import { Button, Drawer, Form, Input, List, Select } from 'antd';
import { useTranslate } from '@refinedev/core';
import { useEndpointList, useEndpointMutation } from '../../providers/endpoints';
import { api } from '../../src/contracts/api';
import type { QuickReplyCreate } from '../../src/contracts/backoffice-inbox';

/** Picks a quick reply; `onPick` gets its text in `language`. */
export function QuickReplyPicker({ language, onPick }: { language: 'ru' | 'en'; onPick: (text: string) => void }) {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  const { result, query } = useEndpointList(api['backoffice-inbox'].quickReplies, { pagination: { pageSize: 200 } });
  const create = useEndpointMutation(api['backoffice-inbox'].quickReplyCreate);
  const remove = useEndpointMutation(api['backoffice-inbox'].quickReplyDelete);
  const [form] = Form.useForm<QuickReplyCreate>();
  const rows = result?.data ?? [];
  return (
    <>
      <Select
        style={{ minWidth: 200 }}
        placeholder={t('conversations.actions.quickReply')}
        aria-label={t('conversations.actions.quickReply')}
        value={null}
        options={rows.map((r) => ({ value: r.id, label: r.title }))}
        onChange={(v: number) => {
          const r = rows.find((x) => x.id === v);
          if (r) onPick(r.text[language] || r.text.ru);
        }}
      />
      <Button onClick={() => setOpen(true)}>{t('conversations.titles.quickReplies')}</Button>
      <Drawer open={open} onClose={() => setOpen(false)} title={t('conversations.titles.quickReplies')}>
        <List
          dataSource={rows}
          renderItem={(r) => (
            <List.Item
              actions={[
                <Button
                  key="delete"
                  danger
                  size="small"
                  onClick={() => remove.mutate({ params: { id: r.id } }, { onSuccess: () => void query.refetch() })}
                >
                  ×
                </Button>,
              ]}
            >
              <List.Item.Meta title={r.title} description={r.text.ru} />
            </List.Item>
          )}
        />
        <Form
          form={form}
          layout="vertical"
          onFinish={(body) =>
            create.mutate(
              { body },
              {
                onSuccess: () => {
                  form.resetFields();
                  void query.refetch();
                },
              },
            )
          }
        >
          <Form.Item name="title" label={t('conversations.fields.title')} rules={[{ required: true }]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name={['text', 'ru']} label={t('conversations.fields.textRu')} rules={[{ required: true }]}>
            <Input.TextArea maxLength={4000} />
          </Form.Item>
          <Form.Item name={['text', 'en']} label={t('conversations.fields.textEn')} rules={[{ required: true }]}>
            <Input.TextArea maxLength={4000} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={create.isPending}>
            {t('conversations.actions.addQuickReply')}
          </Button>
        </Form>
      </Drawer>
    </>
  );
}
