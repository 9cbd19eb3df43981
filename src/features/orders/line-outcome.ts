import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { OrderLine } from '../../api/schemas/orders'
import { formatCents } from '../../ui/format/money'
import { formatPieces, formatWeight } from '../shop/weighed-quantity'

/**
 * What the store did with an order line (docs/ordering.md "What the customer's order says"): nothing
 * yet, picked it, gave another product (which the customer may have refused at the hand-over), or did
 * not have it.
 */
export type LineOutcome = 'WAITING' | 'PICKED' | 'SUBSTITUTED' | 'REFUSED' | 'MISSING'

export function lineOutcome(line: OrderLine): LineOutcome {
  if (line.substitute) return line.refused ? 'REFUSED' : 'SUBSTITUTED'
  if (line.missing) return 'MISSING'
  if (line.picked) return 'PICKED'
  return 'WAITING'
}

/** The outcome's name, the line's badge. */
export const LINE_OUTCOME_NAMES: Record<Exclude<LineOutcome, 'WAITING'>, MessageDescriptor> = {
  PICKED: msg`Preso`,
  SUBSTITUTED: msg`Sostituito`,
  REFUSED: msg`Sostituto rifiutato`,
  MISSING: msg`Mancante`,
}

/** "2 pz", or "1 pz, pesati 320 g" for what the store weighed (the whole line's grams). */
function pieces(i18n: I18n, quantity: number, grams: number | undefined): string {
  const count = formatPieces(i18n, quantity)
  if (grams === undefined) return count
  const weight = formatWeight(i18n, grams, true)
  return i18n._(msg`${count}, pesati ${weight}`)
}

/**
 * The outcome in words, after its name: what was picked (and weighed) and what it costs, the
 * substitute with its quantity and amount, or that a missing or refused product is not paid. Null
 * while the store has done nothing.
 */
export function describeOutcome(i18n: I18n, line: OrderLine): string | null {
  const { picked, substitute } = line
  switch (lineOutcome(line)) {
    case 'PICKED': {
      if (!picked) return null
      const what = pieces(i18n, picked.quantity, picked.weightGrams)
      const amount = formatCents(i18n, picked.amountCents)
      return i18n._(msg`${what} · ${amount}`)
    }
    case 'SUBSTITUTED': {
      if (!substitute) return null
      const name = substitute.name
      const what = pieces(i18n, substitute.quantity, substitute.weightGrams)
      const amount = formatCents(i18n, substitute.amountCents)
      return i18n._(msg`con ${name}: ${what} · ${amount}`)
    }
    case 'REFUSED': {
      const name = substitute?.name ?? ''
      return i18n._(msg`hai rifiutato ${name} al ritiro, non lo paghi`)
    }
    case 'MISSING':
      return i18n._(msg`il negozio non l'aveva, non lo paghi`)
    case 'WAITING':
      return null
  }
}

/** "Preso: 1 pz, pesati 320 g · 7,48 €": the line's new state as a screen reader hears it, or null. */
export function announceOutcome(i18n: I18n, line: OrderLine): string | null {
  const outcome = lineOutcome(line)
  if (outcome === 'WAITING') return null
  const name = i18n._(LINE_OUTCOME_NAMES[outcome])
  const detail = describeOutcome(i18n, line)
  if (!detail) return name
  // "Sostituito con …" reads on; the other details follow their name after a colon.
  return outcome === 'SUBSTITUTED' ? `${name} ${detail}` : `${name}: ${detail}`
}
