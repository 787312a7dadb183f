/**
 * The object page's booking card (docs/rules.md R4.2, R5.7): the price per night, the stay's dates
 * (booked nights struck through; dates over them get the warning, docs/rules.md R5.7), the total for the stay
 * — its nights' prices from the rate calendar (GET app/v1/objects/{id}/rates, R5.28) — with the
 * tourist tax on its own line (R5.26), or a warning that the dates are taken or break a
 * restriction and what would work (R5.29),
 * and "Book", which carries the dates and guests on to the booking form. An island of the
 * server-rendered page, in the antd theme. "Book" is a GET form's button: before the island has
 * hydrated it already leads to the booking form with the stay of the address.
 */
import { Alert, Button, DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useShellNavigate } from '../../components/shell-router';
import { Themed } from '../../components/themed';
import { useStayPickerProps } from '../../components/availability';
import { rangeHitsBooked } from '../../domain/bookings';
import { stayTouristTax } from '../../domain/tourist-tax';
import { useApi } from '../../../providers/api-hooks';
import { api } from '../../contracts/api';
import { formatMoney } from '../../domain/money';
import { priceKeys } from '../../domain/objects';
import type { Locale } from '../../domain/plural';
import { stayParams } from './search-params';
import { useBookedNights, useObject, useStay } from './object-data';
import { MAX_RATE_NIGHTS, restrictionText, stayRate } from '../../domain/stay-rate';

function ObjectBooking({ id }: { id: string }) {
  const { t, i18n } = useTranslation();
  const lang = (i18n.language === 'en' ? 'en' : 'ru') as Locale;
  const o = useObject(id).data;
  const booked = useBookedNights(id);
  const picker = useStayPickerProps(booked);
  const { stay, choose } = useStay(id);
  const navigate = useShellNavigate();
  const { checkIn, checkOut } = stay;
  const rates = useApi(api.objects.touristTaxRates).data;
  const range = checkIn && checkOut ? ([dayjs(checkIn), dayjs(checkOut)] as const) : null;
  const clash = !!(checkIn && checkOut && rangeHitsBooked(checkIn, checkOut, booked));
  const nights = checkIn && checkOut ? dayjs(checkOut).diff(dayjs(checkIn), 'day') : 0;
  // The stay's nights as sold (at most 62 a call; a longer stay shows the base price until the form prices it).
  const priced = nights > 0 && nights < MAX_RATE_NIGHTS;
  const calendar = useApi(api.objects.rates, {
    params: { id },
    query: { from: checkIn, to: checkOut },
    enabled: priced,
  }).data;
  if (!o) return null;
  const rate = priced && calendar && checkIn && checkOut ? stayRate(checkIn, checkOut, calendar.nights) : null;
  const accommodation = rate?.totalKopecks ?? o.pricePerNightKopecks * nights;
  const issues = (rate?.issues ?? []).map((i) => restrictionText(t, i));
  const order = new URLSearchParams(stayParams(stay));
  // The tourist tax on top of the estimate, as the booking will charge it (docs/rules.md R5.26).
  const tax =
    nights > 0 && !clash && !issues.length && checkOut && rates && o.kind === 'apartment'
      ? stayTouristTax({
          accommodationKopecks: accommodation,
          accommodationVatPercent: 0,
          nights,
          guests: Math.max(1, (stay.adults ?? 1) + stay.children.length),
          exemptGuests: 0,
          checkOut,
          rates,
        })
      : null;
  return (
    <aside className="tile sticky-card" aria-label={t('objects.book')}>
      <div className="price" style={{ fontSize: 22, fontWeight: 600, marginBottom: 12 }}>
        {t(priceKeys(o.kind).per, { amount: formatMoney(o.pricePerNightKopecks, lang) })}
      </div>
      <label htmlFor="object-period" style={{ display: 'block', marginBottom: 4 }}>
        {t('guests.period')}
      </label>
      <DatePicker.RangePicker
        id={{ start: 'object-period' }}
        value={range as never}
        onChange={(v) =>
          v && v[0] && v[1]
            ? choose(v[0].format('YYYY-MM-DD'), v[1].format('YYYY-MM-DD'))
            : choose(undefined, undefined)
        }
        format="DD.MM.YYYY"
        {...picker}
        placeholder={[t('guests.checkIn'), t('guests.checkOut')]}
        style={{ width: '100%' }}
      />
      {nights > 0 && !clash && !issues.length ? (
        <p style={{ marginTop: 12 }} data-testid="stay-total">
          {t(priceKeys(o.kind).total, { amount: formatMoney(accommodation, lang), count: nights })}
        </p>
      ) : null}
      {tax ? (
        <p className="muted-inline" data-testid="estimate-tourist-tax">
          {t('touristTax.lineAmount', { percent: tax.percent, amount: formatMoney(tax.kopecks, lang) })}
        </p>
      ) : null}
      {clash ? <Alert style={{ marginTop: 12 }} type="warning" showIcon message={t('objects.bookedOnDates')} /> : null}
      {!clash && issues.length ? (
        <Alert style={{ marginTop: 12 }} type="warning" showIcon message={issues.join('. ')} />
      ) : null}
      <form
        method="get"
        action={`/objects/${o.id}/order`}
        onSubmit={(e) => {
          // In the SPA the booking form opens in the page; on a rendered page this is a document navigation.
          e.preventDefault();
          navigate(`/objects/${o.id}/order${stayParams(stay)}`);
        }}
      >
        {[...order].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          style={{ marginTop: 16 }}
          disabled={clash || issues.length > 0}
        >
          {t('objects.book')}
        </Button>
      </form>
    </aside>
  );
}

/** The island: the card in the portal's theme. */
export default function ObjectBookingIsland({ id }: { id: string }) {
  return (
    <Themed>
      <ObjectBooking id={id} />
    </Themed>
  );
}
