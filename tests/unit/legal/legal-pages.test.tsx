import { i18n } from '@lingui/core'
import { act, screen, within } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { config } from '../../../src/config'
import { inPage, renderRoute } from '../render'

/** Opens a legal page and waits for its text, which loads on demand. */
async function openText(url: string) {
  const view = await renderRoute(url)
  await screen.findByRole('heading', { level: 1 })
  return view
}
const page = () =>
  within(screen.getByRole('region', { name: screen.getByRole('heading', { level: 1 }).textContent ?? '' }))

describe('a legal text on the web', () => {
  test('is one labelled region with one h1, the date of its version, and a section per h2', async () => {
    await openText('/tac')
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(page().getByRole('heading', { level: 1 })).toHaveTextContent(
      `Regolamento della carta fedeltà ${config.chain.cardName}`,
    )
    expect(page().getByText(/^Ultimo aggiornamento:/)).toHaveTextContent('Ultimo aggiornamento: 18/12/2019')
    expect(page().getByText('18/12/2019')).toHaveAttribute('datetime', '2019-12-18')
    const headings = page().getAllByRole('heading', { level: 2 })
    expect(headings).toHaveLength(11)
    for (const heading of headings) expect(heading.parentElement).toHaveClass('legal-section')
  })

  test('shows the date of its own version: the app conditions 17/12/2019', async () => {
    await openText('/conditions')
    expect(page().getByText(/^Ultimo aggiornamento:/)).toHaveTextContent('17/12/2019')
  })

  test('fills the chain’s details in, and leaves no placeholder', async () => {
    await openText('/generals')
    const text = inPage().getByRole('region').textContent ?? ''
    for (const value of [
      config.appName,
      config.legal.companyName,
      config.legal.reaNumber,
      config.chain.mainSiteUrl,
    ]) {
      expect(text).toContain(value)
    }
    expect(text).not.toMatch(/[{}]/)
  })

  test('links another page as a router link, and other sites and mail addresses as today', async () => {
    await openText('/generals')
    expect(page().getByRole('link', { name: 'regolamento della carta fedeltà' })).toHaveAttribute(
      'href',
      '/app/tac',
    )
    expect(page().getByRole('link', { name: 'cookie policy' })).toHaveAttribute('href', '/app/cookies')
    expect(page().getByRole('link', { name: config.chain.mainSiteUrl })).toHaveAttribute(
      'href',
      config.chain.mainSiteUrl,
    )
    expect(page().getAllByRole('link', { name: config.chain.supportEmail })[0]).toHaveAttribute(
      'href',
      `mailto:${config.chain.supportEmail}`,
    )
  })

  test('the privacy notice has its subtitle under the title', async () => {
    await openText('/privacy')
    expect(page().getByText(/^ai sensi dell'articolo 13/)).toHaveClass('legal-subtitle')
  })

  test('a boxed note is a box', async () => {
    await openText('/cookies')
    expect(
      page().getByText(/^Il sito e l'app usano solo cookie e strumenti tecnici/).parentElement,
    ).toHaveClass('legal-box')
    await act(async () => {})
  })

  test('the support page has no date, and each question is a part of its own', async () => {
    await openText('/support')
    expect(page().queryByText(/Ultimo aggiornamento/)).toBeNull()
    const question = page().getByRole('heading', { level: 3, name: 'Ho dimenticato la password' })
    expect(question.parentElement).toHaveClass('legal-faq')
    expect(page().getByRole('link', { name: 'reimpostare la password' })).toHaveAttribute(
      'href',
      '/app/reset',
    )
  })

  test('the tutorial shows its steps with their pictures, and its strong words', async () => {
    await openText('/tutorial-account-delete')
    const steps = page().getAllByRole('listitem')
    expect(steps).toHaveLength(3)
    expect(within(steps[0] as HTMLElement).getByText('Profilo', { selector: 'strong' })).toBeInTheDocument()
    expect(within(steps[0] as HTMLElement).getByRole('img')).toHaveAttribute(
      'src',
      '/app/tutorial/step-1.svg',
    )
  })

  test('in English, the English text of the same version', async () => {
    await openText('/tac')
    const { messages } = await import('../../../src/locales/en/messages.po')
    await act(async () => {
      i18n.load('en', messages)
      i18n.activate('en')
    })
    expect(
      await screen.findByRole('heading', { level: 1, name: `${config.chain.cardName} loyalty card rules` }),
    ).toBeInTheDocument()
    expect(page().getByText(/^Last updated:/)).toHaveTextContent('Last updated: 18/12/2019')
    await act(async () => i18n.activate('it'))
  })
})

describe('a legal text on the kiosk', () => {
  test('links a legal page to the kiosk’s copy', async () => {
    await openText('/totem/generals')
    expect(page().getByRole('link', { name: 'regolamento della carta fedeltà' })).toHaveAttribute(
      'href',
      '/app/totem/tac',
    )
    expect(
      page().getByRole('link', { name: 'informativa sul trattamento dei dati personali' }),
    ).toHaveAttribute('href', '/app/totem/privacy')
  })

  test('writes as plain text what leads nowhere there: web pages, other sites, mail addresses', async () => {
    await openText('/totem/generals')
    for (const words of [
      "condizioni d'uso dell'app",
      'cookie policy',
      'pagina di assistenza',
      config.chain.mainSiteUrl,
    ]) {
      expect(page().queryByRole('link', { name: words })).toBeNull()
      expect(page().getByText(words, { exact: true })).toBeInTheDocument()
    }
    expect(page().queryByRole('link', { name: /@/ })).toBeNull()
    expect(page().getAllByText(config.chain.supportEmail).length).toBeGreaterThan(0)
  })

  test('the card rules: the privacy notice opens here, the web’s tutorial does not', async () => {
    await openText('/totem/tac')
    expect(
      page().getByRole('link', { name: 'informativa sul trattamento dei dati personali' }),
    ).toHaveAttribute('href', '/app/totem/privacy')
    expect(page().queryByRole('link', { name: "guida all'eliminazione del profilo" })).toBeNull()
  })
})
