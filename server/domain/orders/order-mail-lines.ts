import type { orderLines } from '../../db/schema'
import type { OrderMailLine } from '../../mail/order-mails'

type LineRow = typeof orderLines.$inferSelect

/**
 * An order's lines as its mails list them (server/mail/order-mails.ts): as ordered, or, with
 * `worked`, as the store left them: picked (a weighed line with its grams), substituted (a
 * substitute the customer refused at the hand-over: refused), missing; a line the store system
 * weighed elsewhere (/ops) at its final amount.
 */
export function orderMailLines(lines: readonly LineRow[], worked: boolean): OrderMailLine[] {
  return lines.map((line): OrderMailLine => {
    const estimated = line.unit === 'KG' ? (line.estimatedWeightGrams ?? 1000) * line.quantity : null
    const ordered = { name: line.name, quantity: line.quantity }
    if (!worked)
      return { ...ordered, state: 'ORDERED', amountCents: line.amountCents, weightGrams: estimated }
    if (line.missing) return { ...ordered, state: 'MISSING', amountCents: 0, weightGrams: null }
    if (line.substituteAmountCents !== null && line.refused)
      return {
        ...ordered,
        state: 'REFUSED',
        amountCents: 0,
        weightGrams: null,
        substituteName: line.substituteName ?? '',
      }
    if (line.substituteAmountCents !== null)
      return {
        ...ordered,
        state: 'SUBSTITUTED',
        amountCents: line.substituteAmountCents,
        weightGrams: null,
        substituteName: line.substituteName ?? '',
        substituteQuantity: line.substituteQuantity ?? 1,
      }
    if (line.pickedAmountCents !== null)
      return {
        name: line.name,
        quantity: line.pickedQuantity ?? line.quantity,
        state: 'PICKED',
        amountCents: line.pickedAmountCents,
        weightGrams: line.pickedWeightGrams,
      }
    return {
      ...ordered,
      state: 'PICKED',
      amountCents: line.finalAmountCents ?? line.amountCents,
      weightGrams: line.unit === 'KG' ? (line.weightGrams ?? estimated) : null,
    }
  })
}
