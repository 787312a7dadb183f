/**
 * A content item's form (docs/rules.md R16.5): kind, address, state (draft or published), order,
 * image, and the title, summary and text in Russian and English side by side; a partner also
 * has its discount and promo code. Server errors land under the fields (Refine).
 */
import { Col, Form, Input, Radio, Row, Select } from 'antd';
import { Create, Edit } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import { CONTENT_KINDS } from '../../../src/domain/site';
import { DecimalInput, decimalRule } from '../../../src/components/decimal-input';
import { useEndpointRecordForm } from '../../../providers/endpoint-forms';
import { api } from '../../../src/contracts/api';

export function ContentForm({ action }: { action: 'create' | 'edit' }) {
  const t = useTranslate();
  const f = (k: string) => t(`backoffice-content.fields.${k}`);
  const { formProps, saveButtonProps, query, form } = useEndpointRecordForm(
    api['backoffice-content'].show,
    api['backoffice-content'].create,
    {
      action,
      redirect: 'show',
    },
  );
  const record = query?.data?.data;
  const kind = Form.useWatch('kind', form);
  const required = [{ required: true, message: t('validation.required') }];
  const side = (name: 'title' | 'summary' | 'body', rows: number, max: number) =>
    (['ru', 'en'] as const).map((l) => (
      <Col xs={24} md={12} key={l}>
        <Form.Item
          name={[name, l]}
          label={`${f(name)} (${l.toUpperCase()})`}
          rules={name === 'title' && l === 'ru' ? required : undefined}
        >
          {rows === 1 ? <Input maxLength={max} /> : <Input.TextArea rows={rows} maxLength={max} />}
        </Form.Item>
      </Col>
    ));
  const body = (
    <Form
      {...formProps}
      layout="vertical"
      initialValues={
        record ?? {
          kind: 'news',
          status: 'draft',
          position: 0,
          title: { ru: '', en: '' },
          summary: { ru: '', en: '' },
          body: { ru: '', en: '' },
          data: {},
        }
      }
    >
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="kind" label={f('kind')} rules={required}>
            <Select options={CONTENT_KINDS.map((k) => ({ value: k, label: t(`backoffice-content.kinds.${k}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="slug"
            label={f('slug')}
            rules={[...required, { pattern: /^[a-z0-9-]{1,80}$/, message: t('validation.invalid') }]}
          >
            <Input maxLength={80} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="status" label={f('status')} rules={required}>
            <Radio.Group
              optionType="button"
              options={(['draft', 'published'] as const).map((s) => ({
                value: s,
                label: t(`backoffice-content.status.${s}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item name="image" label={f('image')}>
            <Input maxLength={300} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="position" label={f('position')} rules={[decimalRule(t, 0)]}>
            <DecimalInput min={0} max={100000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        {kind === 'partner' && (
          <>
            <Col xs={12} md={8}>
              <Form.Item name={['data', 'discount']} label={f('discount')} rules={[decimalRule(t)]}>
                <DecimalInput min={0} max={100} style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col xs={12} md={8}>
              <Form.Item name={['data', 'promoCode']} label={f('promoCode')}>
                <Input maxLength={40} />
              </Form.Item>
            </Col>
          </>
        )}
        {side('title', 1, 300)}
        {side('summary', 3, 1000)}
        {side('body', 10, 50000)}
      </Row>
    </Form>
  );
  return action === 'create' ? (
    <Create saveButtonProps={saveButtonProps}>{body}</Create>
  ) : (
    <Edit saveButtonProps={saveButtonProps} isLoading={query?.isLoading} canDelete={false}>
      {body}
    </Edit>
  );
}
