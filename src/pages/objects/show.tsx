/**
 * /objects/{id} (docs/rules.md R4.2): photo gallery, building, floor, room number,
 * area in m², rooms, capacity, price, description, booking state; an availability calendar in
 * which booked nights cannot be chosen; the call to book (carries the dates and guests on).
 */
import { useMemo, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { Alert, Button, DatePicker, Descriptions, Image, Result, Skeleton, Tag } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useOne, type HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { formatMoney } from '../../domain/money';
import type { Locale } from '../../domain/plural';
import { rangeHitsBooked } from '../../domain/bookings';
import { priceKeys } from '../../domain/objects';
import { AvailabilityMonths, disabledStayDate, useBookedNights } from '../../components/availability';
import { yandexMapsUrl } from '../../components/complex-plan';
import type { ObjectDetail } from '../../contracts/objects';
import { usePageMeta } from '../../components/page-meta';
import { readSearch, stayParams } from './search-params';
import { formatNumber } from '../../domain/numbers';

export default function ObjectPage() {
  const { id } = useParams();
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === 'en' ? 'en' : 'ru') as Locale;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const stay0 = readSearch(params);
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(
    stay0.checkIn && stay0.checkOut ? [dayjs(stay0.checkIn), dayjs(stay0.checkOut)] : null,
  );
  const [photo, setPhoto] = useState(0);
  const { query, result: o } = useOne<ObjectDetail, HttpError>({ resource: 'objects', id, errorNotification: false });
  const { booked } = useBookedNights(id);
  const disabled = useMemo(() => disabledStayDate(booked), [booked]);
  const checkIn = range?.[0]?.format('YYYY-MM-DD');
  const checkOut = range?.[1]?.format('YYYY-MM-DD');
  const clash = !!(checkIn && checkOut && rangeHitsBooked(checkIn, checkOut, booked));
  // The tab says which apartment this is (issue 14 item 19).
  usePageMeta(o?.title, o?.description);

  if (query.isLoading)
    return (
      <div className="page-container section">
        <Skeleton active paragraph={{ rows: 10 }} />
      </div>
    );
  if (query.isError || !o) {
    const notFound = query.error?.statusCode === 404;
    return (
      <div className="page-container section">
        <Result
          status={notFound ? '404' : 'error'}
          title={notFound ? t('objects.notFound') : t('error.loadFailed')}
          extra={
            notFound ? (
              <Link to="/objects">{t('objects.backToSearch')}</Link>
            ) : (
              <Button onClick={() => query.refetch()}>{t('common.retry')}</Button>
            )
          }
        />
      </div>
    );
  }
  const stay = stayParams({ ...stay0, checkIn, checkOut });
  return (
    <div className="page-container section">
      <Link to={`/objects${stay}`}>
        <ArrowLeftOutlined /> {t('objects.backToSearch')}
      </Link>
      <h1 className="section-title" style={{ marginTop: 12 }}>
        {o.title}
      </h1>
      <div className="two-col">
        <div>
          {/* The main photo opens a larger view (antd Image preview) in which the photos can be paged. */}
          <Image.PreviewGroup items={o.photos} preview={{ current: photo, onChange: setPhoto }}>
            <Image
              rootClassName="gallery-main-root"
              className="gallery-main"
              src={o.photos[photo] ?? '/images/objects/apartment-1.svg'}
              alt={t('objects.photo', { n: photo + 1, title: o.title })}
              width="100%"
              height={420}
            />
          </Image.PreviewGroup>
          {o.photos.length > 1 ? (
            <div className="gallery-thumbs">
              {o.photos.map((p, i) => (
                <button
                  key={p + i}
                  type="button"
                  aria-pressed={i === photo}
                  aria-label={t('objects.photo', { n: i + 1, title: o.title })}
                  onClick={() => setPhoto(i)}
                >
                  <img src={p} alt="" width={96} height={64} loading="lazy" />
                </button>
              ))}
            </div>
          ) : null}
          <p style={{ fontSize: 16, marginTop: 24 }}>{o.description}</p>
          <Descriptions bordered column={1} size="small" style={{ marginTop: 16 }}>
            <Descriptions.Item label={t('objects.building')}>
              {o.building.name}, {o.building.address}{' '}
              <a href={yandexMapsUrl(o.building.lat, o.building.lng)} target="_blank" rel="noopener noreferrer">
                {t('search.onYandex')}
              </a>
            </Descriptions.Item>
            <Descriptions.Item label={t('objects.floor')}>{o.floor}</Descriptions.Item>
            {o.number ? <Descriptions.Item label={t('objects.number')}>{o.number}</Descriptions.Item> : null}
            <Descriptions.Item label={t('objects.area')}>
              {t('objects.areaValue', { area: formatNumber(o.area, lang) })}
            </Descriptions.Item>
            <Descriptions.Item label={t('objects.rooms')}>{o.rooms}</Descriptions.Item>
            <Descriptions.Item label={t('objects.capacity')}>
              {t('objects.capacityValue', { count: o.capacity })}
            </Descriptions.Item>
            <Descriptions.Item label={t('objects.price')}>
              {t(priceKeys(o.kind).per, { amount: formatMoney(o.pricePerNightKopecks, lang) })}
            </Descriptions.Item>
            <Descriptions.Item label={t('objects.state')}>
              <Tag color={o.state === 'free' ? 'green' : 'red'}>{t(`objects.${o.state}`)}</Tag>
            </Descriptions.Item>
          </Descriptions>
          <h2 style={{ fontSize: 20, marginTop: 32 }}>{t('objects.calendar')}</h2>
          <p className="muted-inline">{t('objects.calendarHint')}</p>
          <AvailabilityMonths booked={booked} checkIn={checkIn} checkOut={checkOut} />
        </div>
        <aside className="tile sticky-card" aria-label={t('objects.book')}>
          <div className="price" style={{ fontSize: 22, fontWeight: 600, marginBottom: 12 }}>
            {t(priceKeys(o.kind).per, { amount: formatMoney(o.pricePerNightKopecks, lang) })}
          </div>
          <label htmlFor="object-period" style={{ display: 'block', marginBottom: 4 }}>
            {t('booking.period')}
          </label>
          <DatePicker.RangePicker
            id={{ start: 'object-period' }}
            value={range}
            onChange={(v) => setRange(v && v[0] && v[1] ? [v[0], v[1]] : null)}
            format="DD.MM.YYYY"
            disabledDate={disabled}
            placeholder={[t('guests.checkIn'), t('guests.checkOut')]}
            style={{ width: '100%' }}
          />
          {checkIn && checkOut && !clash ? (
            <p style={{ marginTop: 12 }}>
              {t(priceKeys(o.kind).total, {
                amount: formatMoney(o.pricePerNightKopecks * dayjs(checkOut).diff(dayjs(checkIn), 'day'), lang),
                count: dayjs(checkOut).diff(dayjs(checkIn), 'day'),
              })}
            </p>
          ) : null}
          {clash ? (
            <Alert style={{ marginTop: 12 }} type="warning" showIcon message={t('objects.bookedOnDates')} />
          ) : null}
          <Button
            type="primary"
            size="large"
            block
            style={{ marginTop: 16 }}
            disabled={clash}
            onClick={() => navigate(`/objects/${o.id}/order${stay}`)}
          >
            {t('objects.book')}
          </Button>
        </aside>
      </div>
    </div>
  );
}
