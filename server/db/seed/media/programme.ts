import { RECEIPT_THRESHOLD_CENTS, VOUCHERS } from '../../../../src/api/loyalty-rules'
import { config } from '../../../../src/config'
import { ownBrand } from './leaflets'

/**
 * The loyalty rules the flyers and banners advertise (behaviour §1). Kept together so the printed promises
 * match the rules the rest of the product applies.
 */
export const vouchers = VOUCHERS

export const receiptThresholdEuros = RECEIPT_THRESHOLD_CENTS / 100

export const cardName = config.chain.cardName

export const pointsHeadline = '1 punto ogni euro di spesa'

export const thresholdNote = `con scontrino superiore a ${receiptThresholdEuros} €`

export const ownBrandPoints = `2 punti ogni euro sui prodotti a marchio ${ownBrand}`

/** '3, 5 e 10': an Italian list, with 'e' before the last item. */
export function italianList(items: readonly (string | number)[]): string {
  return items.join(', ').replace(/, ([^,]+)$/, ' e $1')
}

export const vouchersHeadline = `Buoni sconto da ${italianList(vouchers.map((v) => v.euros))} euro`

export const vouchersDetail = `con ${italianList(vouchers.map((v) => v.points))} punti`

export const programmeArea = "Piemonte, Liguria, Valle d'Aosta e province di Milano, Pavia e Varese"

/** The chain's site without the scheme, as printed on paper. */
export const siteLabel = config.chain.mainSiteUrl.replace(/^https?:\/\//, '').replace(/\/$/, '')
