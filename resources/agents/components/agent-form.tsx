/**
 * Adding an agent by proxy (`add-agent`, docs/rules.md R12.3, R12.10) on `useEndpointForm` (Refine's `useForm`)
 * (POST app/v1/agents): the agent's contact phone, the proxy's number, issue and expiry dates (a
 * year by default, Civil Code art. 186; the date rules come from src/domain/agents.ts, which the
 * server checks too), the rooms it covers, the acts it allows, the agent's passport scans and the
 * proxy's scan (uploaded one by one to POST app/v1/uploads, checked there by size, type and magic
 * bytes). The proxy then waits for the MC's verification. «View» is always ticked and cannot be
 * unticked: every proxy lets its agent see its rooms (docs/rules.md R12.3). Rendered on /agents/create
 * and on /my-rooms/{id}/add-agent with that room chosen (`objectId`), which returns to the room.
 */
import { ConsentField } from '../../../src/components/consent-field';
import { useNavigate } from 'react-router';
import dayjs, { type Dayjs } from 'dayjs';
import { Alert, App, Checkbox, DatePicker, Form, Input, Select, type UploadFile } from 'antd';
import { Create } from '@refinedev/antd';
import { useTranslate } from '@refinedev/core';
import type { ProxyCreate } from '../../../src/contracts/agents';
import { api } from '../../../src/contracts/api';
import { useEndpointQuery } from '../../../providers/endpoints';
import { defaultProxyExpiry, PROXY_ACTS, proxyDateIssues, withView, type ProxyAct } from '../../../src/domain/agents';
import { filesRule, UploadField, uploadFieldItem, uploadedIds } from '../../../src/components/upload-field';
import { hotelToday, hotelTodayDay } from '../../../src/domain/hotel-time';
import { useEndpointForm } from '../../../providers/endpoint-forms';
import { PageTitle } from '../../../src/components/page-title';

interface Values {
  phone: string;
  number: string;
  issuedOn: Dayjs;
  expiresOn: Dayjs;
  objectIds: number[];
  acts: ProxyAct[];
  passportScanIds: UploadFile[];
  proxyScanId: UploadFile[];
  policyConsent?: boolean;
}

const iso = (d: Dayjs | undefined) => (d ? d.format('YYYY-MM-DD') : '');

/** The add-agent form; `objectId` preselects that room and returns to its page once sent. */
export function AgentForm({ objectId }: { objectId?: number }) {
  const t = useTranslate();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const { formProps, saveButtonProps, form } = useEndpointForm(api.agents.create, {
    resource: 'agents',
    toBody: (v: Values): ProxyCreate => ({
      phone: v.phone,
      number: v.number,
      issuedOn: iso(v.issuedOn),
      expiresOn: iso(v.expiresOn),
      objectIds: v.objectIds,
      acts: withView(v.acts),
      passportScanIds: uploadedIds(v.passportScanIds),
      proxyScanId: uploadedIds(v.proxyScanId)[0] ?? '',
      // Ticked, or the form does not submit (ConsentField); the server refuses too (docs/rules.md R21.2).
      policyConsent: v.policyConsent as true,
    }),
    // Refine's own error notification, as the resource's create has it.
    errorNotification: undefined,
    onMutationSuccess: () => {
      message.success(t('agents.hints.verification'));
      navigate(objectId ? `/my-rooms/${objectId}` : '/agents');
    },
  });
  const { query } = useEndpointQuery(api.agents.rooms, {});
  const rooms = query.data?.data ?? [];
  const today = hotelToday();
  const dateRule = (field: 'issuedOn' | 'expiresOn') => ({
    validator: async () => {
      const issue = proxyDateIssues(
        iso(form.getFieldValue('issuedOn')),
        iso(form.getFieldValue('expiresOn')),
        today,
      ).find((i) => i.field === field);
      if (issue) throw new Error(t(`agents.errors.${issue.code}`));
    },
  });
  const required = [{ required: true, message: t('validation.required') }];
  const upload = (name: 'passportScanIds' | 'proxyScanId', max: number) => (
    <Form.Item
      name={name}
      label={t(`agents.fields.${name === 'proxyScanId' ? 'proxyScan' : 'passportScans'}`)}
      required
      {...uploadFieldItem}
      rules={[filesRule(1, t('validation.required'))]}
      extra={t('agents.hints.scans')}
    >
      <UploadField
        maxCount={max}
        accept=".pdf,.jpg,.jpeg,.png,.webp"
        data-testid={`upload-${name}`}
        label={t('agents.actions.upload')}
      />
    </Form.Item>
  );
  return (
    <Create
      resource="agents"
      breadcrumb={false}
      saveButtonProps={{ ...saveButtonProps, children: t('agents.actions.save') }}
      title={<PageTitle>{t('agents.titles.create')}</PageTitle>}
    >
      <Alert
        type="info"
        showIcon
        message={t('agents.hints.verification')}
        style={{ marginBottom: 16, maxWidth: 620 }}
      />
      {!query.isLoading && !rooms.length ? (
        <Alert
          type="warning"
          showIcon
          message={t('agents.hints.noRooms')}
          style={{ marginBottom: 16, maxWidth: 620 }}
        />
      ) : null}
      <Form
        {...formProps}
        layout="vertical"
        style={{ maxWidth: 620 }}
        initialValues={{
          issuedOn: hotelTodayDay(),
          expiresOn: dayjs(defaultProxyExpiry(today)),
          acts: ['view'],
          objectIds: objectId ? [objectId] : undefined,
        }}
        onValuesChange={(changed: Partial<Values>) => {
          if (changed.issuedOn) form.setFieldValue('expiresOn', dayjs(defaultProxyExpiry(iso(changed.issuedOn))));
        }}
      >
        <Form.Item name="phone" label={t('agents.fields.phone')} rules={required}>
          <Input type="tel" autoComplete="off" placeholder="+7 999 000-00-00" />
        </Form.Item>
        <Form.Item name="number" label={t('agents.fields.number')} rules={required}>
          <Input style={{ maxWidth: 300 }} />
        </Form.Item>
        <Form.Item name="issuedOn" label={t('agents.fields.issuedOn')} rules={[...required, dateRule('issuedOn')]}>
          <DatePicker format="DD.MM.YYYY" />
        </Form.Item>
        <Form.Item
          name="expiresOn"
          label={t('agents.fields.expiresOn')}
          dependencies={['issuedOn']}
          rules={[...required, dateRule('expiresOn')]}
        >
          <DatePicker format="DD.MM.YYYY" />
        </Form.Item>
        <Form.Item name="objectIds" label={t('agents.fields.rooms')} rules={required}>
          <Select
            mode="multiple"
            options={rooms.map((r) => ({ value: r.id, label: r.label }))}
            loading={query.isLoading}
            data-testid="proxy-rooms"
          />
        </Form.Item>
        <Form.Item name="acts" label={t('agents.fields.acts')} rules={required} extra={t('agents.hints.viewImplied')}>
          <Checkbox.Group
            options={PROXY_ACTS.map((a) => ({ value: a, label: t(`agents.acts.${a}`), disabled: a === 'view' }))}
            style={{ display: 'flex', flexDirection: 'column', gap: 4 }}
          />
        </Form.Item>
        {upload('passportScanIds', 4)}
        {upload('proxyScanId', 1)}
        <ConsentField kind="personal_data" />
      </Form>
    </Create>
  );
}
