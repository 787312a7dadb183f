/**
 * Contract of the back office's tax settings (docs/rules.md R5.25): the company's tax system and
 * the VAT rate of each item kind, from a date on — the row in force on a payment's day gives its
 * receipt's VAT codes (R5.24). Manager only (the `backoffice` policy row). The SPA imports the
 * types only.
 */
import { z } from 'zod';
import { envelope, isoDate, listQuery, paginated } from './common';
import { endpoint } from './endpoint';
import { VAT_RATES } from '../domain/fiscal';
import { FISCAL_ITEM_KINDS, TAX_SYSTEM_CODES } from '../domain/fiscal-lines';

/** A VAT rate of an item kind: `main` (the general rate of the day), `none` (без НДС), `0`, `5`, `7`, `10`. */
export const vatRate = z.enum(VAT_RATES, { message: 'validation.required' });

/** The VAT rate of every item kind. */
export const vatByKind = z.object(
  Object.fromEntries(FISCAL_ITEM_KINDS.map((k) => [k, vatRate])) as Record<
    (typeof FISCAL_ITEM_KINDS)[number],
    typeof vatRate
  >,
);

/** One row of the tax settings. */
export const taxSettingsRow = z.object({
  id: z.number().int(),
  /** First day in force, `YYYY-MM-DD`. */
  effectiveFrom: isoDate,
  /** YooKassa `tax_system_code` 1–6. */
  taxSystemCode: z.number().int().min(1).max(6),
  vat: vatByKind,
  createdAt: z.string(),
});
export type TaxSettingsRow = z.infer<typeof taxSettingsRow>;

/** POST …/tax-settings: the settings from a date on (the same date replaces them). */
export const taxSettingsBody = z.object({
  effectiveFrom: isoDate,
  taxSystemCode: z.union(TAX_SYSTEM_CODES.map((c) => z.literal(c)) as never as [z.ZodLiteral<1>], {
    message: 'validation.required',
  }),
  vat: vatByKind,
});
export type TaxSettingsBody = z.infer<typeof taxSettingsBody>;

const tags = ['backoffice'];

/** The endpoints of `backoffice-tax-settings` (docs/architecture.md § The typed seam). */
export const backofficeTaxSettingsEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/backoffice/tax-settings',
    access: ['backoffice', 'list'],
    query: listQuery,
    responses: { 200: paginated(taxSettingsRow) },
    summary: "The company's tax settings by date (R5.25), newest first",
    tags,
  }),
  create: endpoint({
    method: 'post',
    path: '/backoffice/tax-settings',
    access: ['backoffice', 'create'],
    body: taxSettingsBody,
    responses: { 201: envelope(taxSettingsRow) },
    summary: 'Set the tax system and VAT per item kind from a date on (R5.25)',
    tags,
  }),
};
