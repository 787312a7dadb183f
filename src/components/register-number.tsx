/**
 * "Number in the register of classified accommodation facilities: …" (docs/rules.md R6.15), from
 * the public company record (GET app/v1/company); nothing while the number is not set. The site's
 * footer, the booking form and the booking's confirmation draw it.
 */
import { useTranslation } from 'react-i18next';
import { useCompany } from './company';

/** The register number line as a `<span>` (or the element `as` names), with `data-testid="register-number"`. */
export function RegisterNumber({ as: Tag = 'span', className }: { as?: 'span' | 'p' | 'div'; className?: string }) {
  const { t } = useTranslation();
  const { company } = useCompany();
  if (!company?.registerNumber) return null;
  return (
    <Tag className={className} data-testid="register-number">
      {t('footer.registerNumber', { number: company.registerNumber })}
    </Tag>
  );
}
