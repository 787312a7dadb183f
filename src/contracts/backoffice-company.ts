/**
 * Contract of the company's settings in the back office (docs/rules.md R6.15): GET and PUT
 * app/v1/backoffice/company — the complex's number in the register of classified accommodation
 * facilities, shown in the site's footer, on the booking form and in the confirmation (the public
 * company record, GET app/v1/company, carries it), and whether the online check-in asks a scan of
 * each guest's document (R20.2). Managers only (the `backoffice` policy row).
 */
import { z } from 'zod';
import { envelope } from './common';
import { endpoint } from './endpoint';
import { normalizeRegisterNumber, REGISTER_NUMBER_RE } from '../domain/accommodation-register';

/** The company's settings a manager edits. */
export const companySettings = z.object({
  /** The register number, or null while not set. */
  registerNumber: z.string().nullable(),
  /** The online check-in asks a scan of each guest's document (docs/rules.md R20.2). */
  checkInScansRequired: z.boolean(),
});
export type CompanySettings = z.infer<typeof companySettings>;

/** PUT body: the register number (normalised; an empty value clears it). */
export const companySettingsUpdate = z.object({
  registerNumber: z
    .string()
    .max(100, 'validation.invalid')
    .transform(normalizeRegisterNumber)
    .refine((s) => s === '' || REGISTER_NUMBER_RE.test(s), 'validation.invalid')
    .nullable(),
  /** Ask a document scan of each guest in the online check-in; unchanged when absent. */
  checkInScansRequired: z.boolean().optional(),
});
export type CompanySettingsUpdate = z.input<typeof companySettingsUpdate>;

/** The endpoints of `backoffice-company` (docs/architecture.md § The typed seam). */
export const backofficeCompanyEndpoints = {
  show: endpoint({
    method: 'get',
    path: '/backoffice/company',
    access: ['backoffice', 'show'],
    responses: { 200: envelope(companySettings) },
    summary: "The company's settings: the register number of the accommodation facility (R6.15)",
    tags: ['backoffice'],
  }),
  update: endpoint({
    method: 'put',
    path: '/backoffice/company',
    access: ['backoffice', 'edit'],
    body: companySettingsUpdate,
    responses: { 200: envelope(companySettings) },
    summary: "Set the company's register number of the accommodation facility (R6.15)",
    tags: ['backoffice'],
  }),
};
