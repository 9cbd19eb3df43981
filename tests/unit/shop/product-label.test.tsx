import { act, screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { setupServer } from 'msw/node'
import * as v from 'valibot'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type ProductDetail, ProductLabel } from '../../../src/api/schemas/food-label'
import { i18n } from '../../../src/app/i18n'
import { setUpMemoryIndexedDb } from '../memory-indexeddb'
import { API, renderRoute } from '../render'
import { ecommerceStore, page, product } from './fixtures'

// A product's page offers the lists, which are kept on the device (IndexedDB).
setUpMemoryIndexedDb()
const server = setupServer()
const languages: (string | null)[] = []
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  languages.length = 0
})
afterAll(() => server.close())

const biscuits = v.parse(ProductLabel, {
  food: true,
  ingredients: [
    { name: 'farina di grano tenero', allergen: 'GLUTEN' },
    { name: 'zucchero', allergen: null },
    { name: 'burro', allergen: 'MILK' },
    { name: 'ripieno (destrosio, latte magro in polvere, aromi)', allergen: 'MILK' },
  ],
  contains: ['GLUTEN', 'MILK'],
  mayContain: ['NUTS', 'SOYBEANS'],
  nutrition: {
    per: '100G',
    energyKj: 1966,
    energyKcal: 470,
    fat: 18,
    saturates: 8.5,
    carbohydrate: 70,
    sugars: 24,
    protein: 7,
    salt: 0.05,
  },
  netQuantity: { amount: 350, unit: 'G', packs: 2 },
  storage: 'Conservare in luogo fresco e asciutto.',
  origin: null,
  operator: { name: 'Forno Aurora S.r.l.', address: 'Via dei Fornai 9, 20900 Monza (MB)' },
  hazards: [],
  precautions: [],
  usage: [],
})

const bleach = v.parse(ProductLabel, {
  food: false,
  ingredients: [{ name: '<5% sbiancanti a base di cloro', allergen: null }],
  contains: [],
  mayContain: [],
  nutrition: null,
  netQuantity: { amount: 2000, unit: 'ML', packs: 1 },
  storage: 'Conservare fuori dalla portata dei bambini.',
  origin: null,
  operator: { name: 'Brillo S.p.A.', address: 'Viale Lombardia 60, 20861 Brugherio (MB)' },
  signalWord: 'WARNING',
  pictograms: ['GHS07', 'GHS09'],
  hazards: ['EUH031 A contatto con acidi libera gas tossici.'],
  precautions: ['P102 Tenere fuori dalla portata dei bambini.'],
  usage: ['Diluire in acqua.'],
})

function answer(detail: ProductDetail) {
  server.use(
    http.get(`${API}/stores/ecommerce`, () =>
      HttpResponse.json(page([ecommerceStore(5, 'Alpimare Torino Lingotto', ['IN_STORE'])])),
    ),
    http.get(`${API}/ecommerce/5/products/${detail.id}`, ({ request }) => {
      const lang = new URL(request.url).searchParams.get('lang')
      languages.push(lang)
      if (lang === 'en' && detail.label)
        return HttpResponse.json({
          code: 0,
          data: { ...detail, label: { ...detail.label, storage: 'Store in a cool, dry place.' } },
        })
      return HttpResponse.json({ code: 0, data: detail })
    }),
  )
}

const label = () => within(screen.getByRole('region', { name: 'Informazioni sul prodotto' }))

describe('a product’s label on its page', () => {
  it('shows a food’s ingredients with the allergens in bold, the allergens, nutrition and operator', async () => {
    answer({ ...product(7, 'Biscotti frollini Forno Aurora 700 g'), label: biscuits })
    await renderRoute('/shop/5/products/7')
    await screen.findByRole('region', { name: 'Informazioni sul prodotto' })
    const ingredients = label().getByText(/zucchero/)
    expect(ingredients.closest('p')?.textContent).toBe(
      'farina di grano tenero, zucchero, burro, ripieno (destrosio, latte magro in polvere, aromi)',
    )
    // A compound ingredient: its allergen word, not all of it (EU 1169/2011 art. 21).
    const bold = [...(ingredients.closest('p')?.querySelectorAll('strong') ?? [])].map((s) => s.textContent)
    expect(bold).toEqual(['farina di grano tenero', 'burro', 'latte'])
    expect(
      label()
        .getByText(/^Contiene:/)
        .closest('p'),
    ).toHaveTextContent('Contiene: Cereali contenenti glutine, Latte')
    expect(
      label()
        .getByText(/^Può contenere tracce di:/)
        .closest('p'),
    ).toHaveTextContent('Può contenere tracce di: Frutta a guscio, Soia')
    const table = label().getByRole('table', { name: 'Dichiarazione nutrizionale: valori medi per 100 g' })
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr')
    expect(row('Energia')).toHaveTextContent('1966 kJ / 470 kcal')
    expect(row('di cui acidi grassi saturi')).toHaveTextContent('8,5 g')
    expect(row('Sale')).toHaveTextContent('0,05 g')
    expect(within(table).getByRole('columnheader', { name: 'Per 100 g' })).toBeInTheDocument()
    expect(label().getByText('2 × 350 g')).toBeInTheDocument()
    expect(label().getByText(/^Forno Aurora S\.r\.l\./)).toHaveTextContent(
      'Via dei Fornai 9, 20900 Monza (MB)',
    )
    expect(languages).toEqual([null])
  })

  it('shows a detergent’s hazards and no nutrition table', async () => {
    answer({ ...product(8, 'Candeggina Brillo 2 l', { department: 'HOME_CARE' }), label: bleach })
    await renderRoute('/shop/5/products/8')
    await screen.findByRole('region', { name: 'Informazioni sul prodotto' })
    expect(label().getByRole('heading', { name: 'Indicazioni di pericolo' })).toBeInTheDocument()
    expect(label().getByText('EUH031 A contatto con acidi libera gas tossici.')).toBeInTheDocument()
    expect(label().getByText('P102 Tenere fuori dalla portata dei bambini.')).toBeInTheDocument()
    // CLP: the signal word, and the pictograms as images named by their code and name.
    expect(label().getByText('Attenzione').tagName).toBe('STRONG')
    const pictograms = label().getByRole('list', { name: 'Pittogrammi di pericolo' })
    expect(
      within(pictograms)
        .getAllByRole('img')
        .map((img) => img.getAttribute('aria-label')),
    ).toEqual(['GHS07: Punto esclamativo', 'GHS09: Ambiente'])
    expect(label().queryByRole('table')).not.toBeInTheDocument()
    expect(label().queryByText(/^Contiene/)).not.toBeInTheDocument()
    expect(label().getByText('2 l')).toBeInTheDocument()
    expect(label().getByText('Produttore')).toBeInTheDocument()
  })

  it('says when a product’s label is not known', async () => {
    answer({ ...product(9, 'Mele Golden Alpimare 1,5 kg'), label: null })
    await renderRoute('/shop/5/products/9')
    expect(
      await screen.findByText('Le informazioni in etichetta di questo prodotto non sono ancora disponibili.'),
    ).toBeInTheDocument()
  })

  it('asks for the label in English when the app speaks English', async () => {
    answer({ ...product(7, 'Biscotti frollini Forno Aurora 700 g'), label: biscuits })
    await renderRoute('/shop/5/products/7')
    await screen.findByRole('region', { name: 'Informazioni sul prodotto' })
    const { messages } = await import('../../../src/locales/en/shop.po')
    await act(async () => {
      i18n.load('en', messages)
      i18n.activate('en')
    })
    try {
      const region = await screen.findByRole('region', { name: 'Product information' })
      expect(await within(region).findByText('Store in a cool, dry place.')).toBeInTheDocument()
      expect(
        within(region)
          .getByText(/^Contains:/)
          .closest('p'),
      ).toHaveTextContent('Contains: Cereals containing gluten, Milk')
      expect(languages).toEqual([null, 'en'])
    } finally {
      await act(async () => i18n.activate('it'))
    }
  })
})
