/**
 * /my-rooms/{id}/control-termination (docs/rules.md R12.6): the termination notice of the MC's
 * management. The earliest acceptance date (today + the agreement's notice period,
 * `earliestTerminationDate`) shows live; an earlier date is refused at once with the server's
 * message (the same rule; the server answers 422 too); the bookings with a night on or after the
 * chosen date are listed (`bookingsAfter`); a checkbox and a confirmation precede
 * POST …/control-termination (`useEndpointForm`: the server's `errors` show under the fields).
 */
import { Link, useNavigate, useParams } from 'react-router';
import dayjs, { type Dayjs } from 'dayjs';
import { Alert, App, Button, Card, Checkbox, DatePicker, Form, Skeleton, Space, Typography } from 'antd';
import { useInvalidate, useTranslate } from '@refinedev/core';
import { bookingsAfter, earliestTerminationDate } from '../../src/domain/mc-contract';
import { formatDisplayDate } from '../../src/domain/datetime';
import { api } from '../../src/contracts/api';
import { useEndpointForm } from '../../providers/endpoint-forms';
import { useEndpointOne } from '../../providers/endpoints';

interface Values {
  date?: Dayjs | null;
  confirm?: boolean;
}

export default function ControlTerminationPage() {
  const { id } = useParams();
  const t = useTranslate();
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const invalidate = useInvalidate();
  const { query, result: r } = useEndpointOne(api['owner-rooms'].show, {
    id,
    errorNotification: false,
  });
  // The form holds the picker's Dayjs; the body its ISO date.
  const body = (v: Values) => ({ date: v.date!.format('YYYY-MM-DD'), confirm: true as const });
  const {
    formProps,
    onFinish,
    formLoading,
    form: values,
  } = useEndpointForm(api['owner-rooms'].controlTermination, {
    params: { id: Number(id) },
    toBody: body,
    onMutationSuccess: () => {
      message.success(t('owner-rooms.hints.submitted'));
      void invalidate({ resource: 'owner-rooms', id: Number(id), invalidates: ['detail', 'list'] });
      navigate(`/my-rooms/${id}`);
    },
  });
  const date = Form.useWatch('date', values);
  const confirmed = !!Form.useWatch('confirm', values);
  if (query.isLoading || !r) return <Skeleton active />;
  const fmt = (d: string) => formatDisplayDate(d, 'full');
  const earliest = earliestTerminationDate(r.today, r.noticeDays);
  const iso = date?.format('YYYY-MM-DD');
  const cut = iso ? bookingsAfter(r.bookings, iso) : [];
  const early = !!iso && iso < earliest;
  // Rejects on a refusal, so the confirmation stays open.
  const submit = (v: Values) => onFinish(body(v));
  return (
    <Card
      title={
        <Typography.Title level={1} style={{ fontSize: 24, margin: 0 }}>
          {t('owner-rooms.titles.termination')}
        </Typography.Title>
      }
      extra={<Link to={`/my-rooms/${r.id}`}>{`${r.building} · ${r.number}`}</Link>}
    >
      {/* Sent only from the confirmation below: Enter in the date field must not end the agreement unasked. */}
      <Form<Values> {...formProps} layout="vertical" style={{ maxWidth: 560 }} onFinish={() => undefined}>
        <Alert
          type="info"
          showIcon
          data-testid="earliest-date"
          message={t('owner-rooms.hints.earliest', { date: fmt(earliest), today: fmt(r.today), count: r.noticeDays })}
          style={{ marginBottom: 16 }}
        />
        <Form.Item name="date" label={t('owner-rooms.fields.date')} required>
          <DatePicker format="DD.MM.YYYY" defaultPickerValue={dayjs(earliest)} data-testid="termination-date" />
        </Form.Item>
        {iso && !early ? (
          <div data-testid="bookings-after" style={{ marginBottom: 16 }}>
            {cut.length ? (
              <>
                <Typography.Text>{t('owner-rooms.hints.bookingsAfter', { count: cut.length })}</Typography.Text>
                <ul>
                  {cut.map((b) => (
                    <li key={`${b.number}-${b.checkIn}`}>
                      {b.number}: {fmt(b.checkIn)} – {fmt(b.checkOut)}
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <Typography.Text type="secondary">{t('owner-rooms.hints.noBookingsAfter')}</Typography.Text>
            )}
          </div>
        ) : null}
        <Form.Item name="confirm" valuePropName="checked">
          <Checkbox>{t('owner-rooms.fields.confirm')}</Checkbox>
        </Form.Item>
        {early ? (
          <Alert
            type="error"
            showIcon
            message={t('owner-rooms.errors.tooEarly', { date: fmt(earliest), count: r.noticeDays })}
            role="alert"
            data-testid="termination-error"
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <Space>
          <Button
            type="primary"
            danger
            disabled={!iso || !confirmed || early}
            loading={formLoading}
            onClick={() =>
              modal.confirm({
                title: t('owner-rooms.confirm.terminate', { date: fmt(iso!) }),
                onOk: () => values.validateFields().then(submit),
              })
            }
          >
            {t('owner-rooms.actions.send')}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
