import type { I18n } from '@lingui/core'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Fragment } from 'react'
import type { Allergen } from '../../../api/schemas/catalogue'
import type { ProductLabel as Label, NetQuantity, Nutrition } from '../../../api/schemas/food-label'
import { formatDecimal, formatInteger } from '../../../ui/format/numbers'
import { QueryState } from '../../../ui/query-state/QueryState'
import { useHydrated } from '../../../ui/use-hydrated'
import { ALLERGEN_WORDS } from '../allergens'
import { productInLanguage } from './label-queries'
import './food-label.css'
import { emphasisedIngredient } from './allergen-emphasis'
import { HazardPictograms } from './HazardPictograms'

/**
 * A product's label on its page (docs/ordering.md, "Food information"): for food, the ingredients
 * with the allergens in bold, what it contains and may contain traces of, the nutrition declaration
 * per 100 g or 100 ml; for what is not food, its hazard and precautionary statements and how to use
 * it; for both, the net quantity, storage, origin and the operator. In the app's language.
 */
export function ProductLabel({ storeId, productId }: { storeId: number; productId: number }) {
  const { i18n } = useLingui()
  const language = i18n.locale === 'en' ? 'en' : 'it'
  const query = useQuery({ ...productInLanguage(storeId, productId, language), enabled: useHydrated() })
  const label = query.data?.label
  return (
    <section className="food-label" aria-labelledby="food-label-title">
      <h2 id="food-label-title">
        <Trans>Informazioni sul prodotto</Trans>
      </h2>
      {query.data ? (
        label ? (
          <LabelText label={label} />
        ) : (
          <p>
            <Trans>Le informazioni in etichetta di questo prodotto non sono ancora disponibili.</Trans>
          </p>
        )
      ) : (
        <QueryState
          query={query}
          retry={false}
          loading={<Trans>Caricamento delle informazioni sul prodotto…</Trans>}
          offline={<Trans>Sei offline: le informazioni sul prodotto arriveranno con la rete.</Trans>}
          failed={<Trans>Le informazioni sul prodotto non sono disponibili in questo momento.</Trans>}
        />
      )}
    </section>
  )
}

function LabelText({ label }: { label: Label }) {
  const { i18n } = useLingui()
  return (
    <>
      {label.food ? <FoodInformation label={label} /> : <NonFoodNotes label={label} />}
      <dl className="food-label__facts">
        <dt>
          <Trans>Quantità netta</Trans>
        </dt>
        <dd>{label.netQuantity ? netQuantity(i18n, label.netQuantity) : <Trans>Venduto a peso</Trans>}</dd>
        <dt>
          <Trans>Conservazione</Trans>
        </dt>
        <dd>{label.storage}</dd>
        {label.origin && (
          <>
            <dt>
              <Trans>Origine</Trans>
            </dt>
            <dd>{label.origin}</dd>
          </>
        )}
        <dt>{label.food ? <Trans>Operatore del settore alimentare</Trans> : <Trans>Produttore</Trans>}</dt>
        <dd>
          {label.operator.name}
          <br />
          {label.operator.address}
        </dd>
      </dl>
    </>
  )
}

function groupNames(i18n: I18n, groups: readonly Allergen[]): string {
  return groups.map((group) => i18n._(ALLERGEN_WORDS[group].name)).join(', ')
}

function FoodInformation({ label }: { label: Label }) {
  const { i18n } = useLingui()
  const contains = groupNames(i18n, label.contains)
  const traces = groupNames(i18n, label.mayContain)
  return (
    <>
      <h3>
        <Trans>Ingredienti</Trans>
      </h3>
      <p className="food-label__ingredients">
        {label.ingredients.map((ingredient, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a label's ingredients are a fixed list, in its order.
          <span key={i}>
            {i > 0 && ', '}
            {emphasisedIngredient(
              ingredient.name,
              ingredient.allergen !== null || ingredient.allergens.length > 0,
            ).map((piece) =>
              piece.strong ? (
                <strong key={piece.at}>{piece.text}</strong>
              ) : (
                <Fragment key={piece.at}>{piece.text}</Fragment>
              ),
            )}
          </span>
        ))}
      </p>
      <h3>
        <Trans>Allergeni</Trans>
      </h3>
      <p>
        {label.contains.length ? (
          <Trans>
            <strong>Contiene:</strong> {contains}
          </Trans>
        ) : (
          <Trans>Non contiene nessuno dei 14 allergeni previsti dalla legge.</Trans>
        )}
      </p>
      {label.mayContain.length > 0 && (
        <p>
          <Trans>
            <strong>Può contenere tracce di:</strong> {traces}
          </Trans>
        </p>
      )}
      {label.nutrition ? (
        <NutritionTable nutrition={label.nutrition} />
      ) : (
        <p>
          <Trans>La dichiarazione nutrizionale non è prevista per questo prodotto.</Trans>
        </p>
      )}
    </>
  )
}

/** Grams as a label prints them: "13 g", "1,5 g", "0,01 g". */
function grams(value: number, locale: string): string {
  if (Number.isInteger(value)) return `${formatInteger(value, locale)} g`
  return `${formatDecimal(value, locale, Number.isInteger(value * 10) ? 1 : 2)} g`
}

function NutritionTable({ nutrition }: { nutrition: Nutrition }) {
  const { i18n } = useLingui()
  const locale = i18n.locale
  const kj = formatInteger(nutrition.energyKj, locale)
  const kcal = formatInteger(nutrition.energyKcal, locale)
  const rows = [
    [<Trans key="fat">Grassi</Trans>, nutrition.fat, false],
    [<Trans key="saturates">di cui acidi grassi saturi</Trans>, nutrition.saturates, true],
    [<Trans key="carbohydrate">Carboidrati</Trans>, nutrition.carbohydrate, false],
    [<Trans key="sugars">di cui zuccheri</Trans>, nutrition.sugars, true],
    [<Trans key="protein">Proteine</Trans>, nutrition.protein, false],
    [<Trans key="salt">Sale</Trans>, nutrition.salt, false],
  ] as const
  return (
    <table className="food-label__nutrition">
      <caption>
        {nutrition.per === '100ML' ? (
          <Trans>Dichiarazione nutrizionale: valori medi per 100 ml</Trans>
        ) : (
          <Trans>Dichiarazione nutrizionale: valori medi per 100 g</Trans>
        )}
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Valore</Trans>
          </th>
          <th scope="col">
            {nutrition.per === '100ML' ? <Trans>Per 100 ml</Trans> : <Trans>Per 100 g</Trans>}
          </th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">
            <Trans>Energia</Trans>
          </th>
          <td>
            {kj} kJ / {kcal} kcal
          </td>
        </tr>
        {rows.map(([name, value, part]) => (
          <tr key={name.key}>
            <th scope="row" className={part ? 'food-label__part' : undefined}>
              {name}
            </th>
            <td>{grams(value, locale)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

function NonFoodNotes({ label }: { label: Label }) {
  return (
    <>
      {label.ingredients.length > 0 && (
        <>
          <h3>
            <Trans>Composizione</Trans>
          </h3>
          <p>{label.ingredients.map((ingredient) => ingredient.name).join(', ')}</p>
        </>
      )}
      {(label.hazards.length > 0 || label.signalWord || label.pictograms.length > 0) && (
        <>
          <h3>
            <Trans>Indicazioni di pericolo</Trans>
          </h3>
          <HazardPictograms signalWord={label.signalWord} pictograms={label.pictograms} />
          <ul className="food-label__hazards">
            {label.hazards.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </>
      )}
      {label.precautions.length > 0 && (
        <>
          <h3>
            <Trans>Avvertenze e consigli di prudenza</Trans>
          </h3>
          <ul>
            {label.precautions.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </>
      )}
      {label.usage.length > 0 && (
        <>
          <h3>
            <Trans>Modo d’uso</Trans>
          </h3>
          <ul>
            {label.usage.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </>
      )}
    </>
  )
}

/** "500 g", "1,5 l", "3 × 125 g", "6 pezzi". */
function netQuantity(i18n: I18n, quantity: NetQuantity) {
  const locale = i18n.locale
  const amount = quantity.amount
  const one =
    quantity.unit === 'PIECES'
      ? null
      : quantity.unit === 'ML' && amount >= 1000
        ? `${formatDecimal(amount / 1000, locale, amount % 1000 ? (amount % 100 ? 2 : 1) : 0)} l`
        : quantity.unit === 'G' && amount >= 1000
          ? `${formatDecimal(amount / 1000, locale, amount % 1000 ? (amount % 100 ? 2 : 1) : 0)} kg`
          : `${formatDecimal(amount, locale, Number.isInteger(amount) ? 0 : 1)} ${quantity.unit === 'G' ? 'g' : 'ml'}`
  if (one === null) return <Plural value={amount} one="# pezzo" other="# pezzi" />
  return quantity.packs > 1 ? `${quantity.packs} × ${one}` : one
}
