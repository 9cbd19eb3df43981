import { VOUCHERS, type Voucher } from '../../api/loyalty-rules'

/** Everything the card page says about vouchers comes from here, on the programme's rules. */
export { VOUCHERS, type Voucher }

export interface VoucherProgress {
  /** Every voucher the balance reaches, smallest first. */
  reachable: readonly Voucher[]
  /** The voucher worth most today: only one fits on a receipt. */
  best: Voucher | null
  /** The next voucher up, or null once the biggest is reached. */
  next: Voucher | null
  /** Points still needed for `next` (0 when there is none). */
  missing: number
  /** Share of the way from zero to `next`, 0…1 (1 when there is no next). */
  ratio: number
}

export function voucherProgress(points: number): VoucherProgress {
  // A balance is a whole, non-negative number; anything else from a backend counts as what it can buy.
  const balance = Number.isFinite(points) ? Math.max(0, Math.floor(points)) : 0
  const reachable = VOUCHERS.filter((v) => balance >= v.points)
  const next = VOUCHERS.find((v) => balance < v.points) ?? null
  return {
    reachable,
    best: reachable.at(-1) ?? null,
    next,
    missing: next ? next.points - balance : 0,
    ratio: next ? balance / next.points : 1,
  }
}
