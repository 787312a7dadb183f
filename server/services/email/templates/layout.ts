/**
 * The one layout of every e-mail (docs/rules.md R22.2): an inline-styled table (mail clients
 * ignore style sheets) with the company's name, a greeting, the intro, a table of fields, a
 * button to the portal, and a footer with the company's contacts and the link to the e-mail
 * choices; the same content as plain text.
 */
import type { Lang } from '../../../i18n';
import { tFor, pick } from '../../../i18n';
import type { EmailCompany } from './types';

/** What a template puts into the layout. */
export interface EmailBody {
  subject: string;
  intro: string;
  /** A quoted text under the intro (a message preview). */
  quote?: string;
  rows: [label: string, value: string][];
  /** A line under the table (e.g. the `.ics` note). */
  note?: string;
  /** Absolute URL of the button. */
  link: string;
}

const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const FONT = 'font-family:Arial,Helvetica,sans-serif;color:#1f1f1f;';

/**
 * The HTML and the plain text of `body` for `company` in `lang`.
 * @param settingsUrl - absolute URL of the profile's e-mail choices.
 */
export function layout(body: EmailBody, company: EmailCompany, lang: Lang, settingsUrl: string) {
  const t = tFor(lang);
  const name = pick(company.name, lang);
  const contacts = t('email.footer.contacts', { phones: company.phones.join(', '), email: company.email });
  const address = t('email.footer.address', { address: pick(company.address, lang) });
  const settings = t('email.footer.settings', { link: settingsUrl });
  const rows = body.rows
    .map(
      ([k, v]) =>
        `<tr><td style="${FONT}padding:6px 12px 6px 0;color:#666;vertical-align:top;white-space:nowrap">${esc(k)}</td>` +
        `<td style="${FONT}padding:6px 0;vertical-align:top">${esc(v).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('');
  const html =
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(body.subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f4f4f4">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f4"><tr><td align="center" style="padding:24px 8px">` +
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px">` +
    `<tr><td style="${FONT}background:#1f3a5f;color:#ffffff;padding:16px 24px;font-size:20px;font-weight:bold;border-radius:8px 8px 0 0">${esc(name)}</td></tr>` +
    `<tr><td style="${FONT}padding:24px;font-size:15px;line-height:1.5">` +
    `<p style="margin:0 0 12px">${esc(t('email.greeting'))}</p>` +
    `<p style="margin:0 0 16px">${esc(body.intro)}</p>` +
    (body.quote
      ? `<blockquote style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #1f3a5f;color:#444">${esc(body.quote)}</blockquote>`
      : '') +
    (rows ? `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:0 0 16px">${rows}</table>` : '') +
    (body.note ? `<p style="margin:0 0 16px;color:#666">${esc(body.note)}</p>` : '') +
    `<p style="margin:0"><a href="${esc(body.link)}" style="display:inline-block;background:#1f3a5f;color:#ffffff;text-decoration:none;padding:10px 20px;border-radius:4px">${esc(t('email.open'))}</a></p>` +
    `</td></tr>` +
    `<tr><td style="${FONT}padding:16px 24px;font-size:12px;color:#666;border-top:1px solid #eee">` +
    `<p style="margin:0 0 4px">${esc(name)}. ${esc(address)}</p><p style="margin:0 0 4px">${esc(contacts)}</p>` +
    `<p style="margin:0 0 4px">${esc(t('email.footer.transactional'))}</p>` +
    `<p style="margin:0"><a href="${esc(settingsUrl)}" style="color:#1f3a5f">${esc(settings)}</a></p>` +
    `</td></tr></table></td></tr></table></body></html>`;
  const text = [
    name,
    '',
    t('email.greeting'),
    '',
    body.intro,
    ...(body.quote ? ['', `> ${body.quote}`] : []),
    '',
    ...body.rows.map(([k, v]) => `${k}: ${v}`),
    ...(body.note ? ['', body.note] : []),
    '',
    `${t('email.open')}: ${body.link}`,
    '',
    '--',
    `${name}. ${address}`,
    contacts,
    t('email.footer.transactional'),
    settings,
  ].join('\n');
  return { html, text };
}
