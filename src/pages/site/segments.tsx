/**
 * Long-term rental (docs/architecture.md § Screens): /segments/apartments (apartments offered by the month),
 * /segments/apartments/{id} (one apartment) and /segments/{segmentId} (a segment — families,
 * business travellers… — with its apartments). Prices per month via formatMoney (kopecks).
 */
import { Link, useParams } from 'react-router';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../domain/money';
import { OpenModalButton } from '../../components/shell-modal-button';
import {
  ContentItemPage,
  ListStates,
  PageShell,
  Paragraphs,
  useContentItem,
  useContentList,
  type ContentItem,
} from './content';
import type { RentalData, SegmentData } from '../../contracts/content';

const lang = (l: string) => (l === 'en' ? 'en' : 'ru');

function RentalCards({ items, headingLevel = 'h2' }: { items: ContentItem<RentalData>[]; headingLevel?: 'h2' | 'h3' }) {
  const { t, i18n } = useTranslation();
  const H = headingLevel;
  return (
    <ul className="card-grid">
      {items.map((r) => (
        <li key={r.id} className="tile tile-media">
          {r.image && <img src={r.image} alt="" width={800} height={600} loading="lazy" decoding="async" />}
          <H className="h3">
            <Link to={`/segments/apartments/${r.slug}`}>{r.title}</Link>
          </H>
          <p>{r.summary}</p>
          <p className="price">
            {t('site.perMonth', { price: formatMoney(r.data.priceMonthKopecks, lang(i18n.language)) })} ·{' '}
            {t('site.areaValue', { area: r.data.areaM2 })}
          </p>
        </li>
      ))}
    </ul>
  );
}

function SegmentCards() {
  const { t, i18n } = useTranslation();
  const query = useContentList<SegmentData>('segment');
  return (
    <ListStates query={query}>
      {(items) => (
        <ul className="card-grid compact">
          {items.map((s) => (
            <li key={s.id} className="tile">
              <h3>
                <Link to={`/segments/${s.slug}`}>{s.title}</Link>
              </h3>
              <p>{s.summary}</p>
              <p className="price">
                {t('site.priceFrom', { price: formatMoney(s.data.priceFromKopecks, lang(i18n.language)) })}
              </p>
            </li>
          ))}
        </ul>
      )}
    </ListStates>
  );
}

/** /segments/apartments */
/** The request form of a long-term offer opens with long-term rental chosen (issue 14 item 21). */
const LONG_TERM = { rentalType: 'long' };

export function SegmentApartmentsPage() {
  const { t } = useTranslation();
  const query = useContentList<RentalData>('rental');
  return (
    <PageShell title={t('site.segments')} lead={t('site.segmentsText')}>
      <h2 className="section-title">{t('site.forWhom')}</h2>
      <SegmentCards />
      <h2 className="section-title" style={{ marginTop: 40 }}>
        {t('site.allApartments')}
      </h2>
      <ListStates query={query}>{(items) => <RentalCards items={items} headingLevel="h3" />}</ListStates>
    </PageShell>
  );
}

/** /segments/apartments/{id} */
export function SegmentApartmentPage() {
  const { t, i18n } = useTranslation();
  const { id } = useParams();
  const item = useContentItem<RentalData>('rental', id);
  return (
    <ContentItemPage item={item} back={{ to: '/segments/apartments', label: t('site.allApartments') }}>
      {(data) => (
        <>
          <h1 className="page-title">{data.title}</h1>
          {data.image && <img className="article-image" src={data.image} alt="" width={800} height={600} />}
          <Descriptions
            column={1}
            bordered
            size="small"
            items={[
              {
                key: 'rooms',
                label: t('site.rooms'),
                children: data.data.rooms === 0 ? t('site.studio') : data.data.rooms,
              },
              { key: 'area', label: t('site.area'), children: t('site.areaValue', { area: data.data.areaM2 }) },
              {
                key: 'price',
                label: t('site.price'),
                children: t('site.perMonth', {
                  price: formatMoney(data.data.priceMonthKopecks, lang(i18n.language)),
                }),
              },
            ]}
          />
          <div className="prose">
            <Paragraphs text={data.body} />
          </div>
          <OpenModalButton modal="feedback" initial={LONG_TERM} label={t('site.rentThis')} kind="primary" large />
        </>
      )}
    </ContentItemPage>
  );
}

/** /segments/{segmentId} */
export function SegmentPage() {
  const { t, i18n } = useTranslation();
  const { segmentId } = useParams();
  const item = useContentItem<SegmentData>('segment', segmentId);
  const rentals = useContentList<RentalData>(item.data ? 'rental' : null, { segment: segmentId, _start: 0, _end: 50 });
  return (
    <ContentItemPage
      item={item}
      back={{ to: '/segments/apartments', label: t('site.segments') }}
      notFoundBack={{ to: '/segments/apartments', label: t('site.allApartments') }}
      wide
    >
      {(data) => (
        <>
          <h1 className="page-title">{data.title}</h1>
          <p className="lead">{data.summary}</p>
          <p className="price">
            {t('site.priceFrom', { price: formatMoney(data.data.priceFromKopecks, lang(i18n.language)) })} ·{' '}
            {t('site.minMonths', { count: data.data.minMonths })}
          </p>
          <div className="prose">
            <Paragraphs text={data.body} />
          </div>
          <div style={{ marginBottom: 32 }}>
            <OpenModalButton modal="feedback" initial={LONG_TERM} label={t('site.rentThis')} kind="primary" large />
          </div>
          <h2 className="section-title">{t('site.apartments')}</h2>
          <ListStates query={rentals}>{(items) => <RentalCards items={items} headingLevel="h3" />}</ListStates>
        </>
      )}
    </ContentItemPage>
  );
}
