import { config } from '../../src/config'
import { inLanguage, type Language, say } from '../language'
import { mailMessages as m } from './mail-messages'

/**
 * The mails, each written in its customer's language (users.language; the texts: mail-messages.ts).
 */

export interface Mail {
  to: string
  subject: string
  text: string
  html: string
  /** Short tag for the outbox file name: 'confirm', 'reset'. */
  kind: string
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

/** A mail's body: paragraphs, and lists (an order's lines) as arrays of items. */
export type MailBody = (string | readonly string[])[]

function layout(
  language: Language,
  title: string,
  paragraphs: MailBody,
  action: { label: string; url: string },
): string {
  const body = paragraphs
    .map((p) =>
      typeof p === 'string'
        ? `<p>${escapeHtml(p)}</p>`
        : `<ul>${p.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1a1a1a;max-width:560px;margin:auto;padding:16px">
<h1 style="font-size:20px;color:#0b5d1e">${escapeHtml(config.chain.name)}</h1>
<h2 style="font-size:18px">${escapeHtml(title)}</h2>
${body}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#0b5d1e;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(say(m.buttonFallback))}<br>${escapeHtml(action.url)}</p>
<hr><p style="font-size:12px;color:#555">${escapeHtml(config.legal.companyName)} – ${escapeHtml(config.legal.address)} – ${escapeHtml(say(m.vat, { number: config.legal.vatNumber }))}<br>
${escapeHtml(say(m.help, { email: config.chain.supportEmail }))}</p>
</body></html>`
}

function text(title: string, paragraphs: MailBody, action: { label: string; url: string }): string {
  return [
    config.chain.name,
    '',
    title,
    '',
    ...paragraphs.map((p) => (typeof p === 'string' ? p : p.map((item) => `- ${item}`).join('\n'))),
    '',
    `${action.label}: ${action.url}`,
    '',
    '--',
    `${config.legal.companyName} – ${config.legal.address}`,
    say(m.support, { email: config.chain.supportEmail }),
  ].join('\n')
}

/**
 * A mail in `language`: `write` gives its title, paragraphs and button in the language of the moment
 * (say), and the frame around them follows.
 */
export function mail(
  kind: string,
  to: string,
  language: Language,
  write: () => { title: string; paragraphs: MailBody; action: { label: string; url: string } },
): Mail {
  return inLanguage(language, () => {
    const { title, paragraphs, action } = write()
    return {
      kind,
      to,
      subject: `${config.chain.name}: ${title}`,
      text: text(title, paragraphs, action),
      html: layout(language, title, paragraphs, action),
    }
  })
}

export function confirmationMail(
  to: string,
  language: Language,
  firstName: string,
  link: string,
  cardCode: string,
  setsPassword: boolean,
): Mail {
  return mail('confirm', to, language, () => ({
    title: say(m.confirmTitle),
    paragraphs: [
      say(m.hello, { firstName }),
      say(m.confirmThanks, { cardName: config.chain.cardName, cardCode }),
      say(setsPassword ? m.confirmWithPassword : m.confirmWithoutPassword),
      say(m.confirmValidity),
    ],
    action: { label: say(m.confirmAction), url: link },
  }))
}

export function upgradeMail(to: string, language: Language, firstName: string, link: string): Mail {
  return mail('confirm', to, language, () => ({
    title: say(m.upgradeTitle),
    paragraphs: [say(m.hello, { firstName }), say(m.upgradeBody), say(m.upgradeValidity)],
    action: { label: say(m.upgradeAction), url: link },
  }))
}

export function passwordResetMail(to: string, language: Language, firstName: string, link: string): Mail {
  return mail('reset', to, language, () => ({
    title: say(m.resetTitle),
    paragraphs: [say(m.hello, { firstName }), say(m.resetBody), say(m.resetValidity)],
    action: { label: say(m.resetAction), url: link },
  }))
}

/** A new staff member's link to set their password (docs/ordering.md "The store's side"): in Italian. */
export function staffPasswordMail(to: string, name: string, storeName: string, link: string): Mail {
  return mail('staff-password', to, 'it', () => ({
    title: say(m.staffPasswordTitle),
    paragraphs: [
      say(m.hello, { firstName: name }),
      say(m.staffPasswordBody, { storeName }),
      say(m.staffPasswordValidity),
    ],
    action: { label: say(m.staffPasswordAction), url: link },
  }))
}

/**
 * A card near its deactivation (issue 35): 30 days before the 30 months without a receipt are up,
 * when it will be disabled and its points expire (behaviour §1).
 */
export function cardIdleMail(
  to: string,
  language: Language,
  card: { firstName: string; code: string; points: number; disabledOn: Date },
  link: string,
): Mail {
  return mail('card-idle', to, language, () => {
    const date = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'it-IT', {
      timeZone: 'Europe/Rome',
      dateStyle: 'long',
    }).format(card.disabledOn)
    return {
      title: say(m.cardIdleTitle, { date }),
      paragraphs: [
        say(m.hello, { firstName: card.firstName }),
        say(m.cardIdleBody, {
          cardName: config.chain.cardName,
          cardCode: card.code,
          date,
          points: card.points,
        }),
        say(m.cardIdleKeep),
      ],
      action: { label: say(m.cardIdleAction), url: link },
    }
  })
}
