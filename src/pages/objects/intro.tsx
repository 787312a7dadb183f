/** /objects-intro (docs/rules.md R4.1): the kinds of rental, each leading to the search. */
import { useTranslation } from 'react-i18next';
import { OBJECT_KINDS } from '../../domain/objects';
import { LinkButton } from '../../components/link-button';

const PHOTOS: Record<string, string> = {
  apartment: '/images/objects/apartment-1.svg',
  office: '/images/objects/office-1.svg',
  meeting_room: '/images/objects/meeting-1.svg',
  conference_hall: '/images/objects/hall-1.svg',
};

export default function ObjectsIntroPage() {
  const { t } = useTranslation();
  return (
    <div className="page-container section">
      <h1 className="section-title">{t('objects.intro')}</h1>
      <p style={{ fontSize: 18, maxWidth: 720 }}>{t('objects.introText')}</p>
      <ul className="card-grid" style={{ marginTop: 24 }}>
        {OBJECT_KINDS.map((k, i) => (
          <li key={k} className="object-card">
            <img src={PHOTOS[k]} alt="" width={400} height={180} loading={i < 2 ? 'eager' : 'lazy'} />
            <div className="body">
              <h2 style={{ margin: 0, fontSize: 20, color: '#0f2f46' }}>{t(`objects.kind.${k}`)}</h2>
              <p className="meta">{t(`objects.kindText.${k}`)}</p>
              <LinkButton to={`/objects?kind=${k}`} type="primary">
                {t('objects.browse')}
              </LinkButton>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
