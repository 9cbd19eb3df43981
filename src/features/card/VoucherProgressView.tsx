import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import { formatEuros } from '../../ui/format/numbers'
import { VOUCHERS, type Voucher, voucherProgress } from './vouchers'

/** "3 €" (or "€3" in English), with a space that never breaks the amount from its currency. */
const wholeEuros = (euros: number, locale: string) => formatEuros(euros, locale, { cents: false })

/** Ours, beyond behaviour §2: what the balance is worth today and how far the next voucher is. */
export function VoucherProgressView({ points }: { points: number }) {
  const { t, i18n } = useLingui()
  const labelId = useId()
  const { best, next, missing, reachable } = voucherProgress(points)
  const bestAmount = wholeEuros(best?.euros ?? 0, i18n.locale)
  const nextAmount = wholeEuros(next?.euros ?? 0, i18n.locale)

  return (
    <section className="card-vouchers" aria-labelledby={labelId}>
      <h2 id={labelId}>
        <Trans>Buoni sconto</Trans>
      </h2>
      {best && (
        <p className="card-vouchers__reached">
          <Trans>Con i tuoi punti hai diritto al buono da {bestAmount}.</Trans>
        </p>
      )}
      {next ? (
        <>
          <p>
            <Plural
              value={missing}
              one={`Ti manca # punto per il buono da ${nextAmount}.`}
              other={`Ti mancano # punti per il buono da ${nextAmount}.`}
            />
          </p>
          <progress
            className="card-vouchers__bar"
            max={next.points}
            value={next.points - missing}
            aria-label={t`Punti verso il buono da ${nextAmount}`}
          />
        </>
      ) : (
        <p>
          <Trans>Hai raggiunto il buono più alto.</Trans>
        </p>
      )}
      <ul className="card-vouchers__list">
        {VOUCHERS.map((voucher) => (
          <VoucherRow key={voucher.points} voucher={voucher} reached={reachable.includes(voucher)} />
        ))}
      </ul>
      <p className="card-vouchers__rule">
        <Trans>Puoi usare un solo buono per scontrino.</Trans>
      </p>
    </section>
  )
}

function VoucherRow({ voucher, reached }: { voucher: Voucher; reached: boolean }) {
  const { i18n } = useLingui()
  const { points } = voucher
  const amount = wholeEuros(voucher.euros, i18n.locale)
  return (
    <li className={reached ? 'card-vouchers__item card-vouchers__item--reached' : 'card-vouchers__item'}>
      <Trans>
        {points} punti: buono da {amount}
      </Trans>
      {reached && (
        <span className="card-vouchers__tick">
          {' '}
          <Trans>(raggiunto)</Trans>
        </span>
      )}
    </li>
  )
}
