/**
 * `Form.Item` props for an amount the person types in rubles while the form holds kopecks, so the
 * field carries the contract's name (`amountKopecks`, `priceKopecks`) and the server's error for
 * it lands under it (docs/architecture.md § The typed seam). Empty stays `null`; text that is not
 * a number stays `NaN` for `decimalRule` to refuse.
 *
 * ```tsx
 * <Form.Item name="amountKopecks" {...kopecksField} rules={[decimalRule(t, 2)]}><DecimalInput precision={2} /></Form.Item>
 * ```
 */
import { kopecksToRubles, rublesToKopecks } from '../../domain/money';

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

export const kopecksField = {
  /** kopecks (the form's value) → rubles (the input's). */
  getValueProps: (kopecks: unknown) => ({ value: finite(kopecks) ? kopecksToRubles(Math.round(kopecks)) : kopecks }),
  /** rubles (typed) → kopecks (the form's value). */
  normalize: (rubles: unknown) => (finite(rubles) ? rublesToKopecks(rubles) : rubles),
};
