/**
 * The complex's number in the register of classified accommodation facilities (реестр
 * классифицированных средств размещения; docs/rules.md R6.15): Federal Law of 24.11.1996 № 132-FZ
 * "Об основах туристской деятельности в Российской Федерации" art. 5.1 and the Regulation on the
 * classification of accommodation facilities approved by Government decree of 27.12.2024 № 1951;
 * from 1 September 2025 a facility sells its rooms only with its register entry, and its number is
 * shown wherever the rooms are offered (the site, booking, the confirmation).
 *
 * Pure: no I/O.
 * @module
 */

/** Longest register number we keep, characters. */
export const REGISTER_NUMBER_MAX = 40;

/**
 * What a register number may hold: letters (the register's prefix is Cyrillic, e.g. `С`), digits,
 * hyphens, slashes and spaces, 5–40 characters (the register's own format is not published as a
 * rule, so the check stays lenient).
 */
export const REGISTER_NUMBER_RE = /^[0-9A-Za-zА-Яа-яЁё][0-9A-Za-zА-Яа-яЁё\-/ ]{3,38}[0-9A-Za-zА-Яа-яЁё]$/;

/** The register number as typed, without the outer spaces and with inner runs of spaces as one. */
export const normalizeRegisterNumber = (s: string): string => s.trim().replace(/\s+/g, ' ');
