import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState } from 'react'
import { ALLERGENS, type Allergen, type Brand, type ProductSort } from '../../api/schemas/catalogue'
import { CountedSelect } from '../../ui/form/CountedSelect'
import { ALLERGEN_WORDS, FIRST_ALLERGENS } from './allergens'
import { brandName } from './brand-name'
import type { CatalogueFilters } from './catalogue-filters'

interface CatalogueFilterPanelProps {
  filters: CatalogueFilters
  /** The brands of the products the other filters keep, with their counts; undefined while they come. */
  brands: Brand[] | undefined
  /** How many products the search finds, for the panel's closing button; null while not known. */
  count: number | null
  onChange: (next: CatalogueFilters) => void
}

const ALLERGEN_ORDER: readonly Allergen[] = [
  ...FIRST_ALLERGENS,
  ...ALLERGENS.filter((code) => !FIRST_ALLERGENS.includes(code)),
]

/**
 * The catalogue's filters and order, behind one button (a disclosure: `aria-expanded`, Escape anywhere
 * closes it and gives the focus back to the button): "In offerta", a brand, the allergen groups to leave
 * out, and the order. Every change applies at once (the address says it: promo, brand, without,
 * sort). Under the button, the filters in force, each removable, and a way to clear them all. Its
 * box lets its button sit in the row of the element before it (shop.css, `.shop-filters`).
 */
export function CatalogueFilterPanel({ filters, brands, count, onChange }: CatalogueFilterPanelProps) {
  const { t, i18n } = useLingui()
  const [open, setOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const panelId = useId()
  const brandId = useId()
  const active = activeFilters(filters, i18n)
  const chips = useRef(new Map<string, HTMLButtonElement>())
  // Where the focus goes once a removed chip is gone (the next chip, else the one before, else the
  // button): not to <body> with the button that had it.
  const focusAfter = useRef<string | null>(null)
  const activeKeys = active.map(({ key }) => key).join(' ')
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the chips change, not on every render
  useEffect(() => {
    const target = focusAfter.current
    if (target === null) return
    focusAfter.current = null
    ;(chips.current.get(target) ?? toggleRef.current)?.focus()
  }, [activeKeys])
  const remove = (index: number, change: Partial<CatalogueFilters>) => {
    const neighbour = active[index + 1] ?? active[index - 1]
    focusAfter.current = neighbour?.key ?? TOGGLE
    set(change)
  }
  const close = () => {
    setOpen(false)
    toggleRef.current?.focus()
  }
  // Escape closes the open panel wherever the focus is: in it, on its button right after opening it,
  // or anywhere else on the page (a dialog that handled its own Escape has said so: defaultPrevented).
  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      event.preventDefault()
      setOpen(false)
      toggleRef.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [open])
  const set = (change: Partial<CatalogueFilters>) => onChange({ ...filters, ...change })
  const toggleAllergen = (code: Allergen, on: boolean) =>
    set({
      without: ALLERGENS.filter((c) => (c === code ? on : filters.without.includes(c))),
    })
  const cleared: Partial<CatalogueFilters> = { promo: false, brand: '', without: [], sort: 'relevance' }

  return (
    <div className="shop-filters">
      <button
        ref={toggleRef}
        type="button"
        className="button button--secondary shop-filters__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <Trans>Filtri e ordine</Trans>
        {active.length > 0 && <span className="shop-filters__badge"> ({active.length})</span>}
      </button>

      {active.length > 0 && (
        <ul className="shop-filters__active" aria-label={t`Filtri attivi`}>
          {active.map(({ key, label, off }, index) => (
            <li key={key}>
              <button
                ref={(button) => {
                  if (button) chips.current.set(key, button)
                  else chips.current.delete(key)
                }}
                type="button"
                className="shop-filters__chip"
                aria-label={t`Togli il filtro: ${label}`}
                onClick={() => remove(index, off)}
              >
                {label} <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="shop-filters__clear"
              onClick={() => {
                focusAfter.current = TOGGLE
                set(cleared)
              }}
            >
              <Trans>Togli tutti i filtri</Trans>
            </button>
          </li>
        </ul>
      )}

      <fieldset id={panelId} className="shop-filters__panel" hidden={!open}>
        <legend className="visually-hidden">
          <Trans>Filtri e ordine</Trans>
        </legend>
        <fieldset className="shop-fieldset">
          <legend>
            <Trans>Offerte e marca</Trans>
          </legend>
          <label className="shop-check">
            <input
              type="checkbox"
              checked={filters.promo}
              onChange={(event) => set({ promo: event.target.checked })}
            />
            {i18n._(msg`In offerta`)}
          </label>
          <div className="shop-filters__brand">
            <label htmlFor={brandId} className="field__label">
              <Trans>Marca</Trans>
            </label>
            <CountedSelect
              id={brandId}
              value={filters.brand}
              onChange={(brand) => set({ brand })}
              allLabel={t`Tutte le marche`}
              options={brands?.map(({ name, count }) => ({
                value: name,
                label: brandName(i18n, name),
                count,
              }))}
            />
          </div>
        </fieldset>

        <fieldset className="shop-fieldset">
          <legend>
            <Trans>Allergeni da evitare</Trans>
          </legend>
          <p className="field__hint">
            <Trans>Restano fuori i prodotti che li contengono o possono contenerne tracce.</Trans>
          </p>
          <div className="shop-filters__allergens">
            {ALLERGEN_ORDER.map((code) => (
              <label key={code} className="shop-check">
                <input
                  type="checkbox"
                  checked={filters.without.includes(code)}
                  onChange={(event) => toggleAllergen(code, event.target.checked)}
                />
                {i18n._(ALLERGEN_WORDS[code].without)}
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset className="shop-fieldset">
          <legend>
            <Trans>Ordina per</Trans>
          </legend>
          <div className="shop-fieldset__options">
            {SORTS.map((sort) => (
              <label key={sort} className="shop-radio">
                <input
                  type="radio"
                  name={`${panelId}-sort`}
                  value={sort}
                  checked={filters.sort === sort}
                  onChange={() => set({ sort })}
                />
                {i18n._(SORT_NAMES[sort])}
              </label>
            ))}
          </div>
        </fieldset>

        <button type="button" className="button" onClick={close}>
          {count === null ? (
            <Trans>Mostra i prodotti</Trans>
          ) : (
            <Plural value={count} one="Mostra # prodotto" other="Mostra # prodotti" />
          )}
        </button>
      </fieldset>
    </div>
  )
}

/** focusAfter's word for the panel's button (no chip has it as its key). */
const TOGGLE = 'toggle'

const SORTS: readonly ProductSort[] = ['relevance', 'price', 'unitPrice']

const SORT_NAMES: Record<ProductSort, MessageDescriptor> = {
  relevance: msg`Pertinenza`,
  price: msg`Prezzo più basso`,
  unitPrice: msg`Prezzo al kg/l più basso`,
}

interface ActiveFilter {
  key: string
  label: string
  /** What removing it changes. */
  off: Partial<CatalogueFilters>
}

/** The filters in force, as chips, in the panel's order. */
function activeFilters(f: CatalogueFilters, i18n: I18n): ActiveFilter[] {
  const out: ActiveFilter[] = []
  if (f.promo) out.push({ key: 'promo', label: i18n._(msg`In offerta`), off: { promo: false } })
  if (f.brand) {
    const brand = brandName(i18n, f.brand)
    out.push({ key: 'brand', label: i18n._(msg`Marca: ${brand}`), off: { brand: '' } })
  }
  for (const code of f.without) {
    out.push({
      key: `without-${code}`,
      label: i18n._(ALLERGEN_WORDS[code].without),
      off: { without: f.without.filter((c) => c !== code) },
    })
  }
  if (f.sort !== 'relevance') {
    const order = i18n._(SORT_NAMES[f.sort])
    out.push({ key: 'sort', label: i18n._(msg`Ordine: ${order}`), off: { sort: 'relevance' } })
  }
  return out
}
