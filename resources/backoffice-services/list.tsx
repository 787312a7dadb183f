/**
 * /backoffice/services (docs/rules.md R15.1, R15.4, R16.2): the catalog on `useTable` — switch a
 * service on or off in place, and edit its price, lead time, cut-off, cancellation window, free
 * hours, options and slots with capacity in a drawer (`useDrawerForm`, PATCH, audited; its fields
 * carry the body's names, prices in kopecks typed in rubles, so the server's errors land under them).
 */
import { Button, Drawer, Form, Input, Space, Switch, Table, Tag } from 'antd';
import { EditOutlined, MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { List, SaveButton } from '@refinedev/antd';
import { useTranslate, useUpdate } from '@refinedev/core';
import type { BoService, BoServicePatch } from '../../src/contracts/services';
import { formatMoney } from '../../src/domain/money';
import { useTranslation } from 'react-i18next';
import { DecimalInput, decimalRule } from '../../src/components/decimal-input';
import { kopecksField } from '../../src/components/backoffice/kopecks-field';
import { useEndpointTable } from '../../providers/endpoint-tables';
import { api } from '../../src/contracts/api';
import { useEndpointDrawerForm } from '../../providers/endpoint-forms';

/** The drawer's values: the PATCH body's own fields, so the server's errors land under them. */
type FormValues = Required<Omit<BoServicePatch, 'enabled'>>;

export default function BackofficeServicesList() {
  const t = useTranslate();
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const { tableProps } = useEndpointTable(api['backoffice-services'].serviceList, {
    pagination: { pageSize: 50 },
    syncWithLocation: false,
  });
  const { mutate: update } = useUpdate();
  const drawer = useEndpointDrawerForm(
    api['backoffice-services'].serviceShow,
    api['backoffice-services'].serviceUpdate,
    {
      action: 'edit',
      redirect: false,
      // The drawer stays open with what was saved.
      autoSubmitClose: false,
      autoResetForm: false,
      toBody: (v: FormValues) => ({ ...v, cutoffTime: v.cutoffTime || null }),
      successNotification: () => ({ type: 'success', message: t('backoffice-services.hints.saved') }),
    },
  );
  const record = drawer.query?.data?.data;
  const toggle = (s: BoService, enabled: boolean) =>
    update({
      resource: 'backoffice-services',
      id: s.id,
      values: { enabled },
      successNotification: () => ({ type: 'success', message: t('backoffice-services.hints.saved') }),
    });
  return (
    <List title={t('backoffice-services.titles.list')}>
      <Table<BoService> {...tableProps} rowKey="id" size="small" scroll={{ x: true }}>
        <Table.Column<BoService> dataIndex="title" title={t('backoffice-services.fields.titleRu')} />
        <Table.Column<BoService>
          dataIndex="priceKopecks"
          title={t('backoffice-services.fields.price')}
          render={(v: number, s) => `${formatMoney(v, lang)} ${t(`services.charge.${s.chargeMode}`)}`}
        />
        <Table.Column<BoService>
          dataIndex="slots"
          title={t('backoffice-services.fields.free')}
          render={(slots: BoService['slots']) =>
            slots
              .filter((x) => x.enabled)
              .map((x) => (
                <Tag key={x.id}>
                  {x.startsAt}–{x.endsAt}: {x.free}/{x.capacity}
                </Tag>
              ))
          }
        />
        <Table.Column<BoService>
          dataIndex="enabled"
          title={t('backoffice-services.fields.enabled')}
          render={(v: boolean, s) => (
            <Switch
              checked={v}
              onChange={(on) => toggle(s, on)}
              aria-label={`${t('backoffice-services.fields.enabled')}: ${s.title}`}
            />
          )}
        />
        <Table.Column<BoService>
          key="actions"
          render={(_, s) => (
            <Button
              icon={<EditOutlined />}
              onClick={() => drawer.show(s.id)}
              aria-label={`${t('backoffice-services.actions.edit')}: ${s.title}`}
            >
              {t('backoffice-services.actions.edit')}
            </Button>
          )}
        />
      </Table>
      <Drawer
        {...drawer.drawerProps}
        title={record?.title}
        width={640}
        footer={<SaveButton {...drawer.saveButtonProps} />}
      >
        {record && (
          <Form<FormValues>
            {...drawer.formProps}
            key={record.id}
            layout="vertical"
            initialValues={{
              priceKopecks: record.priceKopecks,
              leadHours: record.leadHours,
              cutoffTime: record.cutoffTime,
              cancelHours: record.cancelHours,
              freeHours: record.freeHours,
              slots: record.slots,
              options: record.options.map((o) => ({
                id: o.id,
                titleRu: o.titleRu,
                titleEn: o.titleEn,
                priceKopecks: o.priceKopecks,
                enabled: o.enabled,
              })),
            }}
          >
            <Space wrap>
              <Form.Item
                name="priceKopecks"
                label={t('backoffice-services.fields.price')}
                {...kopecksField}
                rules={[{ required: true }, decimalRule(t, 2)]}
              >
                <DecimalInput min={0} precision={2} />
              </Form.Item>
              <Form.Item name="leadHours" label={t('backoffice-services.fields.leadHours')} rules={[decimalRule(t)]}>
                <DecimalInput min={0} max={240} />
              </Form.Item>
              <Form.Item
                name="cutoffTime"
                label={t('backoffice-services.fields.cutoffTime')}
                rules={[{ pattern: /^([01]\d|2[0-3]):[0-5]\d$/, message: t('validation.invalid') }]}
              >
                <Input placeholder="22:00" style={{ width: 90 }} />
              </Form.Item>
              <Form.Item
                name="cancelHours"
                label={t('backoffice-services.fields.cancelHours')}
                rules={[decimalRule(t)]}
              >
                <DecimalInput min={0} max={240} />
              </Form.Item>
              <Form.Item name="freeHours" label={t('backoffice-services.fields.freeHours')} rules={[decimalRule(t)]}>
                <DecimalInput min={0} max={240} />
              </Form.Item>
            </Space>
            <h3>{t('backoffice-services.fields.slots')}</h3>
            <Form.List name="slots">
              {(fields, { add, remove }) => (
                <>
                  {fields.map((f) => (
                    <Space key={f.key} align="baseline" wrap>
                      <Form.Item
                        name={[f.name, 'startsAt']}
                        rules={[
                          { required: true, pattern: /^([01]\d|2[0-3]):[0-5]\d$/, message: t('validation.invalid') },
                        ]}
                      >
                        <Input
                          placeholder={t('backoffice-services.fields.startsAt')}
                          style={{ width: 80 }}
                          aria-label={t('backoffice-services.fields.startsAt')}
                        />
                      </Form.Item>
                      <Form.Item
                        name={[f.name, 'endsAt']}
                        rules={[
                          { required: true, pattern: /^([01]\d|2[0-3]):[0-5]\d$/, message: t('validation.invalid') },
                        ]}
                      >
                        <Input
                          placeholder={t('backoffice-services.fields.endsAt')}
                          style={{ width: 80 }}
                          aria-label={t('backoffice-services.fields.endsAt')}
                        />
                      </Form.Item>
                      <Form.Item name={[f.name, 'capacity']} rules={[{ required: true }, decimalRule(t, 0)]}>
                        <DecimalInput
                          min={0}
                          max={10000}
                          precision={0}
                          addonAfter={t('backoffice-services.fields.capacity')}
                          aria-label={t('backoffice-services.fields.capacity')}
                        />
                      </Form.Item>
                      <Form.Item name={[f.name, 'enabled']} valuePropName="checked">
                        <Switch aria-label={t('backoffice-services.fields.enabled')} />
                      </Form.Item>
                      {!drawer.formProps.form?.getFieldValue(['slots', f.name, 'id']) && (
                        <MinusCircleOutlined onClick={() => remove(f.name)} />
                      )}
                    </Space>
                  ))}
                  <Button
                    type="dashed"
                    icon={<PlusOutlined />}
                    onClick={() => add({ startsAt: '10:00', endsAt: '12:00', capacity: 1, enabled: true })}
                  >
                    {t('backoffice-services.actions.addSlot')}
                  </Button>
                </>
              )}
            </Form.List>
            <h3>{t('backoffice-services.fields.options')}</h3>
            <Form.List name="options">
              {(fields, { add }) => (
                <>
                  {fields.map((f) => (
                    <Space key={f.key} align="baseline" wrap>
                      <Form.Item name={[f.name, 'titleRu']} rules={[{ required: true }]}>
                        <Input
                          placeholder={t('backoffice-services.fields.titleRu')}
                          aria-label={t('backoffice-services.fields.titleRu')}
                        />
                      </Form.Item>
                      <Form.Item name={[f.name, 'titleEn']} rules={[{ required: true }]}>
                        <Input
                          placeholder={t('backoffice-services.fields.titleEn')}
                          aria-label={t('backoffice-services.fields.titleEn')}
                        />
                      </Form.Item>
                      <Form.Item name={[f.name, 'priceKopecks']} {...kopecksField} rules={[decimalRule(t, 2)]}>
                        <DecimalInput
                          min={0}
                          precision={2}
                          addonAfter="₽"
                          aria-label={t('backoffice-services.fields.price')}
                        />
                      </Form.Item>
                      <Form.Item name={[f.name, 'enabled']} valuePropName="checked">
                        <Switch aria-label={t('backoffice-services.fields.enabled')} />
                      </Form.Item>
                    </Space>
                  ))}
                  <Button
                    type="dashed"
                    icon={<PlusOutlined />}
                    onClick={() => add({ titleRu: '', titleEn: '', priceKopecks: 0, enabled: true })}
                  >
                    {t('backoffice-services.actions.addOption')}
                  </Button>
                </>
              )}
            </Form.List>
          </Form>
        )}
      </Drawer>
    </List>
  );
}
