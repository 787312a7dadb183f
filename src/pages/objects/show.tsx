/**
 * /objects/{id} (docs/rules.md R4.2): photo gallery, building, floor, room number, area in m²,
 * rooms, capacity, price, description, booking state; a price calendar (each night's price, booked
 * and closed nights marked; a visitor picks the stay on it, docs/rules.md R5.28); the call to book (carries the dates and guests on). Rendered by the
 * server for its stay (src/routes.tsx `canonicalQuery`, never cached: the booked nights change
 * with every booking); the photos, the calendar and the booking card are islands
 * (./object-gallery.tsx, ./object-calendar.tsx, ./object-booking.tsx; docs/architecture.md
 * § Server rendering), the rest is HTML — the reviews too (./object-reviews.tsx, docs/rules.md R24.6).
 */
import { Descriptions, Result, Tag } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../domain/money';
import type { Locale } from '../../domain/plural';
import { priceKeys } from '../../domain/objects';
import { yandexMapsUrl } from '../../components/complex-plan';
import { usePageMeta } from '../../components/page-meta';
import { ShellLink, useShellLocation } from '../../components/shell-router';
import { ShellSkeleton } from '../../components/shell-skeleton';
import { formatNumber } from '../../domain/numbers';
import { Island } from '../../islands/island';
import { LoadError } from '../site/content';
import { readSearch, stayParams } from './search-params';
import { useObject } from './object-data';
import ObjectGalleryIsland from './object-gallery';
import ObjectCalendarIsland from './object-calendar';
import ObjectBookingIsland from './object-booking';
import { ObjectJsonLd, ObjectReviews } from './object-reviews';

export default function ObjectPage() {
  const id = useParams().id ?? '';
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === 'en' ? 'en' : 'ru') as Locale;
  const query = useObject(id);
  const o = query.data;
  const stay = stayParams(readSearch(new URLSearchParams(useShellLocation().search)));
  // The tab says which apartment this is (issue 14 item 19).
  usePageMeta(o?.title, o?.description);

  if (query.isLoading)
    return (
      <div className="page-container section">
        <ShellSkeleton rows={10} />
      </div>
    );
  if (query.isError || !o) {
    if (query.error?.statusCode === 404)
      return (
        <div className="page-container section">
          <Result
            status="404"
            title={t('objects.notFound')}
            extra={<ShellLink to="/objects">{t('objects.backToSearch')}</ShellLink>}
          />
        </div>
      );
    return (
      <div className="page-container section">
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      </div>
    );
  }
  return (
    <div className="page-container section">
      <ObjectJsonLd id={id} name={o.title} />
      <ShellLink to={`/objects${stay}`}>
        <ArrowLeftOutlined /> {t('objects.backToSearch')}
      </ShellLink>
      <h1 className="section-title" style={{ marginTop: 12 }}>
        {o.title}
      </h1>
      <div className="two-col">
        <div>
          <Island name="object-gallery" component={ObjectGalleryIsland} props={{ id }} />
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
          <h2 style={{ fontSize: 20, marginTop: 32 }}>{t('objects.priceCalendar.title')}</h2>
          <Island name="object-calendar" component={ObjectCalendarIsland} props={{ id }} />
          <ObjectReviews id={id} />
        </div>
        <Island name="object-booking" component={ObjectBookingIsland} props={{ id }} />
      </div>
    </div>
  );
}
