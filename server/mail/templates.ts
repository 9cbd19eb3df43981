import { config } from '../../src/config'

/**
 * The texts of the mails. They are Italian only for now (the README lists English mails as not
 * built): the PWA's catalogues do not reach the server. Worded without gender ("grazie per la tua
 * registrazione", not "registrato/a"): the profile's gender is not a form of address.
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

function layout(title: string, paragraphs: string[], action: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')
  return `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1a1a1a;max-width:560px;margin:auto;padding:16px">
<h1 style="font-size:20px;color:#0b5d1e">${escapeHtml(config.chain.name)}</h1>
<h2 style="font-size:18px">${escapeHtml(title)}</h2>
${body}
<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#0b5d1e;color:#fff;padding:12px 20px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#555">Se il pulsante non funziona, copia questo indirizzo nel browser:<br>${escapeHtml(action.url)}</p>
<hr><p style="font-size:12px;color:#555">${escapeHtml(config.legal.companyName)} – ${escapeHtml(config.legal.address)} – P. IVA ${escapeHtml(config.legal.vatNumber)}<br>
Hai bisogno di aiuto? Scrivi a ${escapeHtml(config.chain.supportEmail)}</p>
</body></html>`
}

function text(title: string, paragraphs: string[], action: { label: string; url: string }): string {
  return [
    config.chain.name,
    '',
    title,
    '',
    ...paragraphs,
    '',
    `${action.label}: ${action.url}`,
    '',
    '--',
    `${config.legal.companyName} – ${config.legal.address}`,
    `Assistenza: ${config.chain.supportEmail}`,
  ].join('\n')
}

export function mail(
  kind: string,
  to: string,
  title: string,
  paragraphs: string[],
  action: { label: string; url: string },
): Mail {
  return {
    kind,
    to,
    subject: `${config.chain.name}: ${title}`,
    text: text(title, paragraphs, action),
    html: layout(title, paragraphs, action),
  }
}

export function confirmationMail(
  to: string,
  firstName: string,
  link: string,
  cardCode: string,
  setsPassword: boolean,
): Mail {
  return mail(
    'confirm',
    to,
    'Conferma la tua registrazione',
    [
      `Ciao ${firstName},`,
      `grazie per la tua registrazione al programma ${config.chain.cardName}. Il numero della tua carta è ${cardCode}.`,
      setsPassword
        ? 'Per completare la registrazione conferma il tuo indirizzo email e scegli la password con cui accederai al sito e all’app.'
        : 'Per completare la registrazione e accedere al sito e all’app conferma il tuo indirizzo email.',
      'Il link è valido per 7 giorni. Se non hai chiesto tu la registrazione, ignora questo messaggio.',
    ],
    { label: 'Conferma la registrazione', url: link },
  )
}

export function upgradeMail(to: string, firstName: string, link: string): Mail {
  return mail(
    'confirm',
    to,
    'Conferma il tuo indirizzo email',
    [
      `Ciao ${firstName},`,
      'hai chiesto di usare questo indirizzo email per accedere al tuo profilo. Confermalo per completare l’operazione e riattivare l’accesso al sito e all’app.',
      'Il link è valido per 7 giorni. Se la richiesta non è partita da te, ignora questo messaggio.',
    ],
    { label: 'Conferma l’indirizzo email', url: link },
  )
}

export function passwordResetMail(to: string, firstName: string, link: string): Mail {
  return mail(
    'reset',
    to,
    'Reimposta la password',
    [
      `Ciao ${firstName},`,
      'abbiamo ricevuto una richiesta di cambio password per il tuo profilo. Per sceglierne una nuova apri il link qui sotto.',
      'Il link è valido per 1 ora e si può usare una volta sola. Se non hai chiesto tu il cambio, ignora questo messaggio: la password resta quella di prima.',
    ],
    { label: 'Scegli una nuova password', url: link },
  )
}
