import type { FormEvent } from 'react';
import { useShellNavigate } from '../components/shell-router';
import { useTranslation } from 'react-i18next';
import { ShellButton } from '../components/shell-button';

/**
 * The hero's search (docs/rules.md R4.3): check-in, check-out and guests, leading to the
 * apartments of `/objects` with those filters. A plain GET form with native date inputs: it works
 * in the server HTML before (and without) JavaScript, and costs the landing no date library; as an
 * island (docs/architecture.md § Server rendering) it checks that check-out follows check-in. The search page validates the stay.
 */
export default function HeroSearch() {
  const { t } = useTranslation();
  const navigate = useShellNavigate();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const out = data.get('checkOut');
    const checkOut = e.currentTarget.elements.namedItem('checkOut') as HTMLInputElement;
    if (out && String(out) <= String(data.get('checkIn') ?? '')) {
      checkOut.setCustomValidity(t('landing.search.checkOutAfter'));
      checkOut.reportValidity();
      return;
    }
    const q = new URLSearchParams();
    for (const [k, v] of data) if (v !== '') q.set(k, String(v));
    navigate(`/objects?${q}`);
  };
  return (
    <form
      className="hero-search"
      action="/objects"
      method="get"
      role="search"
      aria-label={t('landing.search.label')}
      onSubmit={submit}
    >
      <input type="hidden" name="kind" value="apartment" />
      <label>
        <span>{t('landing.search.checkIn')}</span>
        <input type="date" name="checkIn" required />
      </label>
      <label>
        <span>{t('landing.search.checkOut')}</span>
        <input type="date" name="checkOut" required onInput={(e) => e.currentTarget.setCustomValidity('')} />
      </label>
      <label className="guests">
        <span>{t('landing.search.guests')}</span>
        <input type="number" name="adults" min={1} max={20} defaultValue={2} required />
      </label>
      <ShellButton kind="primary" large type="submit">
        {t('landing.heroCta')}
      </ShellButton>
    </form>
  );
}
