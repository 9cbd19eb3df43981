import { mkdir, open, rename } from 'node:fs/promises'
import path from 'node:path'
import nodemailer from 'nodemailer'
import { config } from '../../src/config'
import type { OutboxRow } from './outbox'

/** How a mail of the outbox leaves: over SMTP, or as an .eml file. */
export interface MailTransport {
  /** Where the .eml files go; null over SMTP. */
  readonly outboxDir: string | null
  /** Delivers one mail, or throws. Delivering the same row again must not make a second message. */
  deliver(row: OutboxRow): Promise<void>
  close(): void
}

/**
 * The message of an outbox row. Its Message-ID and date come from the row, so a mail delivered twice
 * (a crash between the SMTP server's "accepted" and the row's "sent") is the same message twice, which
 * mail clients show once.
 */
function message(row: OutboxRow) {
  return {
    from: config.chain.mailFrom,
    to: row.recipient,
    subject: row.subject,
    text: row.textBody ?? '',
    html: row.htmlBody ?? '',
    date: row.createdAt,
    messageId: `<outbox-${row.id}.${row.createdAt.getTime()}@tessera>`,
  }
}

/** The file of a row: its time, then its id (zero-padded, so names sort as the mails were made). */
export function emlName(row: Pick<OutboxRow, 'id' | 'kind' | 'createdAt'>): string {
  const stamp = row.createdAt.toISOString().replace(/[:.]/g, '-')
  return `${stamp}-${String(row.id).padStart(12, '0')}-${row.kind}.eml`
}

/**
 * Timeouts well inside a sender's lease, so a hung server cannot outlive the hold on the mail (the
 * URL's own query parameters, if any, win).
 */
const SMTP_TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 }

function smtpTransport(smtpUrl: string): MailTransport {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS })
  return {
    outboxDir: null,
    async deliver(row) {
      await transport.sendMail(message(row))
    },
    close: () => transport.close(),
  }
}

/**
 * Each mail as an .eml file in `outboxDir` (open it with any mail client, or read its links in the
 * tests). The file is written under a name that does not end in .eml, flushed to disk, then renamed:
 * a reader of *.eml never sees an empty or half-written file, even after a crash; and the name comes
 * from the row, so delivering a row again replaces its file rather than adding one.
 */
export async function fileTransport(outboxDir: string): Promise<MailTransport> {
  await mkdir(outboxDir, { recursive: true })
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })
  return {
    outboxDir,
    async deliver(row) {
      const info = await transport.sendMail(message(row))
      const final = path.join(outboxDir, emlName(row))
      const partial = `${final}.partial`
      const file = await open(partial, 'w')
      try {
        await file.writeFile(info.message as Buffer)
        await file.sync()
      } finally {
        await file.close()
      }
      await rename(partial, final)
    },
    close: () => transport.close(),
  }
}

/** Over SMTP when SMTP_URL is set; otherwise to the outbox folder. */
export function createTransport(options: { smtpUrl?: string | undefined; outboxDir: string }) {
  return options.smtpUrl ? Promise.resolve(smtpTransport(options.smtpUrl)) : fileTransport(options.outboxDir)
}
