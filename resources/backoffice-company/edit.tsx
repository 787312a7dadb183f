/**
 * /backoffice/company — the company's settings (docs/rules.md R6.15): the number in the register of
 * classified accommodation facilities, which the site's footer, the booking form and the booking's
 * confirmation show, and whether the online check-in asks a scan of each guest's document (R20.2).
 * GET and PUT app/v1/backoffice/company (`useEndpointForm`: the server's field
 * errors land under the field); an empty value clears the number.
 */
import { App, Button, Card, Checkbox, Form, Input, Skeleton, Typography } from 'antd';
import { useTranslate } from '@refinedev/core';
import { api } from '../../src/contracts/api';
import { useEndpointQuery } from '../../providers/endpoints';
import { useEndpointForm } from '../../providers/endpoint-forms';
import { LoadFailed } from '../../src/components/load-failed';
import { REGISTER_NUMBER_MAX } from '../../src/domain/accommodation-register';

export default function BackofficeCompanyEdit() {
  const t = useTranslate();
  const { message } = App.useApp();
  const { query } = useEndpointQuery(api['backoffice-company'].show, {});
  const { formProps, saveButtonProps } = useEndpointForm(api['backoffice-company'].update, {
    toBody: (v: { registerNumber?: string | null; checkInScansRequired?: boolean }) => ({
      registerNumber: v.registerNumber ?? '',
      checkInScansRequired: !!v.checkInScansRequired,
    }),
    onMutationSuccess: () => {
      message.success(t('backoffice-company.saved'));
      void query.refetch();
    },
  });
  const current = query.data?.data;
  return (
    <Card title={<h1 style={{ fontSize: 22, margin: 0 }}>{t('backoffice-company.titles.edit')}</h1>}>
      {query.isError ? (
        <LoadFailed onRetry={() => query.refetch()} />
      ) : !current ? (
        <Skeleton active />
      ) : (
        // Drawn once the settings have come, so they are its initial values (antd Form).
        <Form
          {...formProps}
          initialValues={{
            registerNumber: current.registerNumber ?? '',
            checkInScansRequired: current.checkInScansRequired,
          }}
          layout="vertical"
          style={{ maxWidth: 520 }}
        >
          <Form.Item
            name="registerNumber"
            label={t('backoffice-company.fields.registerNumber')}
            extra={t('backoffice-company.hints.registerNumber')}
          >
            <Input maxLength={REGISTER_NUMBER_MAX} allowClear />
          </Form.Item>
          <Form.Item
            name="checkInScansRequired"
            valuePropName="checked"
            extra={t('backoffice-company.hints.checkInScansRequired')}
          >
            <Checkbox>{t('backoffice-company.fields.checkInScansRequired')}</Checkbox>
          </Form.Item>
          <Button type="primary" {...saveButtonProps}>
            {t('buttons.save')}
          </Button>
          <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
            {t('backoffice-company.hints.where')}
          </Typography.Paragraph>
        </Form>
      )}
    </Card>
  );
}
