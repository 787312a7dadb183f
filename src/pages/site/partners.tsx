/**
 * /partners and /partners/{partnerId} (docs/rules.md R6.13): partners with the guest discount, the promo code
 * (with a copy button) and its QR code (antd `QRCode`, drawn as SVG so it is in the server HTML).
 */
import { Link, useParams } from 'react-router';
import { QRCode } from 'antd';
import { useTranslation } from 'react-i18next';
import { ContentItemPage, ListStates, PageShell, Paragraphs, useContentItem, useContentList } from './content';
import type { PartnerData } from '../../contracts/content';
import { Island } from '../../islands/island';
import PromoCopyIsland from './promo-copy';

/** The QR code of `text` (antd `QRCode` as SVG, no border): an image named `label`. */
export function QrCode({ text, label, size = 200 }: { text: string; label: string; size?: number }) {
  return (
    <QRCode
      className="qr"
      value={text}
      type="svg"
      size={size}
      bordered={false}
      aria-label={label}
      data-qr-text={text}
    />
  );
}

export function PartnersPage() {
  const { t } = useTranslation();
  const query = useContentList<PartnerData>('partner');
  return (
    <PageShell title={t('site.partners')} lead={t('site.partnersText')}>
      <ListStates query={query}>
        {(items) => (
          <ul className="card-grid">
            {items.map((p) => (
              <li key={p.id} className="tile tile-media">
                {p.image && <img src={p.image} alt="" width={400} height={200} loading="lazy" decoding="async" />}
                <h2 className="h3">
                  <Link to={`/partners/${p.slug}`}>{p.title}</Link>
                </h2>
                <p>{p.summary}</p>
                <span className="discount">{t('site.discount', { discount: p.data.discount })}</span>
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </PageShell>
  );
}

export function PartnerPage() {
  const { t } = useTranslation();
  const { partnerId } = useParams();
  const item = useContentItem<PartnerData>('partner', partnerId);
  return (
    <ContentItemPage item={item} back={{ to: '/partners', label: t('site.backToPartners') }}>
      {(data) => (
        <div className="partner">
          <div>
            <h1 className="page-title">{data.title}</h1>
            {data.image && <img className="article-image" src={data.image} alt="" width={400} height={200} />}
            <p className="discount-big">{t('site.discount', { discount: data.data.discount })}</p>
            <div className="prose">
              <Paragraphs text={data.body} />
            </div>
          </div>
          <div className="promo tile">
            <p className="promo-label" id="promo-label">
              {t('site.promoCode')}
            </p>
            <p className="promo-code" aria-labelledby="promo-label">
              <code>{data.data.promoCode}</code>{' '}
              <Island name="promo-copy" component={PromoCopyIsland} props={{ code: data.data.promoCode }} inline />
            </p>
            <QrCode text={data.data.promoCode} label={t('site.qr', { code: data.data.promoCode })} />
          </div>
        </div>
      )}
    </ContentItemPage>
  );
}
