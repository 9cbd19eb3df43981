import { randomBytes } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import { config } from '../../src/config'
import type { Mail } from './templates'

export interface Mailer {
  send(mail: Mail): Promise<void>
  /** Where .eml files go when there is no SMTP server; null with SMTP. */
  outboxDir: string | null
}

/**
 * Over SMTP when SMTP_URL is set; otherwise each message is written, complete, as an .eml file in
 * the outbox folder (open it with any mail client, or read its links in the tests).
 */
export async function createMailer(options: {
  smtpUrl?: string | undefined
  outboxDir: string
}): Promise<Mailer> {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl)
    return {
      outboxDir: null,
      async send(mail) {
        await transport.sendMail({ from: config.chain.mailFrom, ...mail })
      },
    }
  }
  await mkdir(options.outboxDir, { recursive: true })
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    outboxDir: options.outboxDir,
    async send(mail) {
      const info = await transport.sendMail({ from: config.chain.mailFrom, ...mail })
      const stamp = new Date().toISOString().replace(/[:.]/g, '-')
      const name = `${stamp}-${mail.kind}-${randomBytes(3).toString('hex')}.eml`
      await writeFile(path.join(options.outboxDir, name), info.message as Buffer)
    },
  }
}
