/**
 * An object's form (docs/rules.md R4.2, R16.10): kind, building, floor, number, area, rooms,
 * capacity, price per night (rubles here, kopecks on the wire), title and description in Russian
 * and English side by side, management mode, photos (uploaded, reordered); the booking state today.
 * Fields carry the body's names (the price as `priceKopecks`), so server errors land under them (Refine).
 */
import { Col, Form, Input, Row, Select } from 'antd';
import { Create, Edit } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import { OBJECT_KINDS } from '../../../src/domain/objects';
import { PhotosInput } from './photos-input';
import { DecimalInput, decimalRule } from '../../../src/components/decimal-input';
import { kopecksField } from '../../../src/components/backoffice/kopecks-field';
import { useEndpointSelect } from '../../../providers/endpoint-tables';
import { api } from '../../../src/contracts/api';
import { useEndpointRecordForm } from '../../../providers/endpoint-forms';

export function ObjectForm({ action }: { action: 'create' | 'edit' }) {
  const t = useTranslate();
  const f = (k: string) => t(`backoffice-objects.fields.${k}`);
  const { formProps, saveButtonProps, query } = useEndpointRecordForm(
    api['backoffice-objects'].show,
    api['backoffice-objects'].create,
    {
      action,
      redirect: 'list',
    },
  );
  const { selectProps: buildings } = useEndpointSelect(api['backoffice-objects'].buildings, {
    optionLabel: 'name',
    optionValue: 'id',
    pagination: { mode: 'off' },
  });
  const record = query?.data?.data;
  const required = [{ required: true, message: t('validation.required') }];
  const form = (
    <Form
      {...formProps}
      layout="vertical"
      initialValues={
        record ?? {
          kind: 'apartment',
          management: 'mc',
          floor: 1,
          rooms: 1,
          capacity: 2,
          description: { ru: '', en: '' },
          title: { ru: '', en: '' },
          photos: [],
        }
      }
    >
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="kind" label={f('kind')} rules={required}>
            <Select options={OBJECT_KINDS.map((k) => ({ value: k, label: t(`backoffice-occupancy.kinds.${k}`) }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="buildingId" label={f('building')} rules={required}>
            <Select {...buildings} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="management" label={f('management')} rules={required}>
            <Select
              options={['mc', 'self'].map((m) => ({ value: m, label: t(`backoffice-objects.management.${m}`) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="floor" label={f('floor')} rules={[...required, decimalRule(t, 0)]}>
            <DecimalInput min={-5} max={200} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="number" label={f('number')} rules={required}>
            <Input maxLength={20} />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="area" label={f('area')} rules={[...required, decimalRule(t)]}>
            <DecimalInput min={1} max={100000} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="rooms" label={f('rooms')} rules={[...required, decimalRule(t, 0)]}>
            <DecimalInput min={0} max={100} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="capacity" label={f('capacity')} rules={[...required, decimalRule(t, 0)]}>
            <DecimalInput min={1} max={1000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={12} md={4}>
          <Form.Item name="priceKopecks" {...kopecksField} label={f('price')} rules={[...required, decimalRule(t)]}>
            <DecimalInput min={1} max={10_000_000} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={['title', 'ru']} label={`${f('title')} (RU)`} rules={required}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={['title', 'en']} label={`${f('title')} (EN)`}>
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={['description', 'ru']} label={`${f('description')} (RU)`}>
            <Input.TextArea rows={5} maxLength={5000} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name={['description', 'en']} label={`${f('description')} (EN)`}>
            <Input.TextArea rows={5} maxLength={5000} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="photos" label={f('photos')}>
            <PhotosInput />
          </Form.Item>
        </Col>
      </Row>
    </Form>
  );
  return action === 'create' ? (
    <Create saveButtonProps={saveButtonProps}>{form}</Create>
  ) : (
    <Edit saveButtonProps={saveButtonProps} isLoading={query?.isLoading} canDelete={false}>
      {form}
    </Edit>
  );
}
