import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DAILY_JOBS, runDailyJobs } from '../../server/jobs/daily-jobs'
import { withCheckDigit } from '../../src/api/card-code'
import { startTestServer, TEST_OPS_TOKEN, type TestServer } from './harness'
import { cardRow, registerConfirmed, unseenCardCode } from './helpers'

/** Issue 35: a card near its 30-month deactivation gets a mail 30 days before, once per idle period. */

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const DAY = 86_400_000
const silent = { info: () => {} }
const notice = DAILY_JOBS.filter((job) => job.name === 'card-deactivation-notice')

/** Runs the notice job on the server's clock, as the daily look does (forced: the test moves days at will). */
async function runNotice() {
  const [report] = await runDailyJobs(server.running.deps, silent, { jobs: notice, force: true })
  return report?.changed.cardsWarned ?? 0
}

async function mailsTo(email: string) {
  return (await server.mails()).filter((mail) => mail.to === email)
}

describe('the deactivation notice', () => {
  it('is mailed once, about 30 days before the 30 months are up, and again after a receipt and a new idle period', async () => {
    const cardCode = unseenCardCode()
    const customer = await registerConfirmed(server, { cardCode })
    const mailsBefore = (await mailsTo(customer.email)).length
    try {
      // 870 days idle: the card has more than 30 days left (30 months are 912 or 913 days).
      server.clock.advance(870 * DAY)
      await runNotice()
      expect(await mailsTo(customer.email)).toHaveLength(mailsBefore)

      // 890 days: within the last 30 days. One mail, naming the card and the day.
      server.clock.advance(20 * DAY)
      expect(await runNotice()).toBeGreaterThanOrEqual(1)
      const mails = await mailsTo(customer.email)
      expect(mails).toHaveLength(mailsBefore + 1)
      const warning = mails.at(-1)
      // The outbox's reader leaves the UTF-8 bytes of the quoted-printable text as they are.
      const text = Buffer.from(warning?.raw ?? '', 'latin1').toString('utf8')
      expect(text).toMatch(/La tua carta sarà disattivata il \d{1,2} \p{L}+ \d{4}/u)
      expect(warning?.raw).toContain(cardCode)
      expect(warning?.raw).toContain('http://tessera.test/app/card')
      expect((await cardRow(server, cardCode))?.deactivationWarnedAt).not.toBeNull()

      // The next days: nothing more.
      for (const _ of [1, 2, 3]) {
        server.clock.advance(DAY)
        await runNotice()
      }
      expect(await mailsTo(customer.email)).toHaveLength(mailsBefore + 1)

      // A purchase starts a new idle period: warned again only when that one nears its end.
      const receipt = await server.json('POST', '/ops/receipts', {
        token: TEST_OPS_TOKEN,
        body: {
          receiptId: `IDLE-${cardCode}`,
          cardCode,
          storeId: 1,
          at: server.clock.now().toISOString(),
          lines: [{ ean: withCheckDigit('800123400011'), amountCents: 1000, ownBrand: false }],
        },
      })
      expect(receipt.code).toBe(0)
      server.clock.advance(870 * DAY)
      await runNotice()
      expect(await mailsTo(customer.email)).toHaveLength(mailsBefore + 1)
      server.clock.advance(20 * DAY)
      await runNotice()
      expect(await mailsTo(customer.email)).toHaveLength(mailsBefore + 2)
      expect((await cardRow(server, cardCode))?.enabled).toBe(true)
    } finally {
      server.clock.reset()
    }
  })

  it('is not sent for a card already due, which the deactivation disables instead', async () => {
    const cardCode = unseenCardCode()
    const customer = await registerConfirmed(server, { cardCode })
    const mailsBefore = (await mailsTo(customer.email)).length
    try {
      server.clock.advance(930 * DAY)
      await runNotice()
      expect(await mailsTo(customer.email)).toHaveLength(mailsBefore)
    } finally {
      server.clock.reset()
    }
  })
})
