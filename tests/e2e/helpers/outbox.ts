import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { expect } from '@playwright/test'

/** The mail outbox of the server the tests run against (playwright.config.ts sets its DATA_DIR). */
export const OUTBOX = path.resolve(`.tmp/e2e-${process.env.E2E_PORT ?? 3199}/outbox`)

/** Quoted-printable: soft line breaks and encoded bytes (the links hold '=3D'). */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

/** The mails addressed to `email`, newest first. */
async function mailsTo(email: string): Promise<string[]> {
  const names = (await readdir(OUTBOX)).filter((n) => n.endsWith('.eml')).sort()
  const mails: string[] = []
  for (const name of names.reverse()) {
    const mail = decodeQuotedPrintable(await readFile(path.join(OUTBOX, name), 'utf8'))
    if (mail.match(/^To: (.+)$/m)?.[1]?.includes(email)) mails.push(mail)
  }
  return mails
}

/** Waits for a mail to `email` with a link to the app's `page` and gives the whole link. */
export async function mailLink(email: string, page: 'confirm' | 'reset'): Promise<URL> {
  const linkOf = new RegExp(`https?://[^\\s"<>]+/app/${page}\\?token=[^\\s"<>]+`)
  let link = ''
  await expect
    .poll(
      async () => {
        for (const mail of await mailsTo(email)) {
          // The HTML part writes its '&' as '&amp;'.
          link = mail.match(linkOf)?.[0]?.replaceAll('&amp;', '&') ?? ''
          if (link) return true
        }
        return false
      },
      { message: `a ${page} mail to ${email} in ${OUTBOX}` },
    )
    .toBe(true)
  return new URL(link)
}

/** Waits for a mail to `email` with a link to the app's `page` and gives the link's token. */
export async function mailToken(email: string, page: 'confirm' | 'reset'): Promise<string> {
  const linkOf = new RegExp(`https?://[^\\s"<>]+/app/${page}\\?token=[\\w%-]+`)
  let token = ''
  await expect
    .poll(
      async () => {
        for (const mail of await mailsTo(email)) {
          const link = mail.match(linkOf)?.[0]
          if (link) {
            token = new URL(link).searchParams.get('token') ?? ''
            return true
          }
        }
        return false
      },
      { message: `a ${page} mail to ${email} in ${OUTBOX}` },
    )
    .toBe(true)
  return token
}

/** Waits for the newest mail to `email` whose subject matches `subject`, and gives it decoded. */
export async function mailTo(email: string, subject: RegExp): Promise<string> {
  let found = ''
  await expect
    .poll(
      async () => {
        found =
          (await mailsTo(email)).find((mail) => subject.test(mail.match(/^Subject: (.+)$/m)?.[1] ?? '')) ?? ''
        return found !== ''
      },
      { message: `a mail to ${email} with the subject ${subject} in ${OUTBOX}` },
    )
    .toBe(true)
  return found
}
