/**
 * The object page's photos (docs/rules.md R4.2): the main photo opens a larger view (antd Image
 * preview) in which the photos can be paged; the thumbnails choose the main photo. An island of
 * the server-rendered page, in the antd theme.
 */
import { useState } from 'react';
import { Image } from 'antd';
import { useTranslation } from 'react-i18next';
import { Themed } from '../../components/themed';
import { useObject } from './object-data';

function ObjectGallery({ id }: { id: string }) {
  const { t } = useTranslation();
  const o = useObject(id).data;
  const [photo, setPhoto] = useState(0);
  if (!o) return null;
  return (
    <>
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
    </>
  );
}

/** The island: the photos in the portal's theme. */
export default function ObjectGalleryIsland({ id }: { id: string }) {
  return (
    <Themed>
      <ObjectGallery id={id} />
    </Themed>
  );
}
