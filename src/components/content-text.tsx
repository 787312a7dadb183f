/**
 * Text a person typed, shown as entered (docs/rules.md R8.9): when its script is not the
 * interface's language it gets `lang` (screen readers switch voice) and a small marker of its
 * language — `RU` on an English page — with the full name as its tooltip and accessible label.
 */
import { useTranslation } from 'react-i18next';
import { foreignLang } from '../domain/content-lang';

export function ContentText({ text }: { text: string | null | undefined }) {
  const { t, i18n } = useTranslation();
  const lang = foreignLang(text, i18n.language);
  if (!lang) return <>{text ?? ''}</>;
  return (
    <>
      <span lang={lang}>{text}</span>{' '}
      <abbr
        data-testid="content-lang"
        title={t(`contentLang.${lang}`)}
        aria-label={t(`contentLang.${lang}`)}
        style={{
          fontSize: '0.75em',
          fontWeight: 500,
          textDecoration: 'none',
          border: '1px solid currentColor',
          borderRadius: 3,
          padding: '0 3px',
          verticalAlign: 'middle',
        }}
      >
        {lang.toUpperCase()}
      </abbr>
    </>
  );
}
