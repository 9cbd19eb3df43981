import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { ApiError, callApi, endpoints } from '../../api'
import { ServerCode } from '../../api/errors'
import type { Coupon } from '../../api/schemas/coupons'
import { changeKeptCoupons, type KeptCoupons, readKeptCoupons } from './coupons-on-device'
import { couponsQueryKey } from './coupons-to-activate'

/** A coupon as the screens show it: `pending` when activated on the device and not yet sent. */
export interface ShownCoupon extends Coupon {
  pending: boolean
}

export interface CouponsView {
  coupons: ShownCoupon[]
  /** The coupons as the server (or the device's copy of its answer) has them. */
  raw: Coupon[]
  /** Activated on the device, not yet sent. */
  pending: number[]
  /** When the server last answered (ms since the epoch): older than the query's own when read from the device. */
  savedAt: number
  /** Read from the device: the server did not answer. */
  fromDevice: boolean
}

/** The coupons with the activations waiting to be sent shown as done (and marked pending). */
function shown(kept: KeptCoupons, fromDevice: boolean): CouponsView {
  const pending = new Set(kept.pending)
  return {
    coupons: kept.coupons.map((coupon) => {
      const waiting = pending.has(coupon.id) && !coupon.activated
      return { ...coupon, activated: coupon.activated || waiting, pending: waiting }
    }),
    raw: kept.coupons,
    pending: kept.pending,
    savedAt: kept.savedAt,
    fromDevice,
  }
}

/** The list from the server, kept on the device; the device's copy when the server is out of reach. */
export async function readCoupons(userId: number, signal?: AbortSignal): Promise<CouponsView> {
  try {
    const coupons = await callApi(endpoints.coupons, {}, { signal })
    const kept = await changeKeptCoupons(userId, (old) => ({
      coupons,
      savedAt: Date.now(),
      pending: old.pending,
    }))
    return shown(kept, false)
  } catch (error) {
    if (!(error instanceof ApiError) || error.kind !== 'network') throw error
    const kept = await readKeptCoupons(userId)
    if (kept.savedAt === 0) throw error
    return shown(kept, true)
  }
}

/**
 * The customer's coupons (GET /cli/coupons): personal, so not in the public copy of the queries; the
 * list is kept on the device by this query itself, and read from there when the server does not
 * answer (no network): what shows offline is the last list seen, with the activations made since.
 */
export const couponsQuery = (userId: number) =>
  queryOptions({
    queryKey: couponsQueryKey(userId),
    queryFn: ({ signal }) => readCoupons(userId, signal),
    staleTime: 0,
    retry: false,
    // Offline too: the function then answers the device's copy (the default would pause it).
    networkMode: 'always',
  })

export type ActivationOutcome = 'sent' | 'queued' | { refused: string }

/**
 * Activates a coupon: at once on the device (the page shows it activated), then on the server. With
 * no network it waits in the device's copy and leaves with sendWaitingActivations, when the network
 * is back. A refusal (expired, used) takes it off the waiting ones and answers the server's message.
 */
export async function activateCoupon(
  queryClient: QueryClient,
  userId: number,
  id: number,
): Promise<ActivationOutcome> {
  const add = (pending: number[]) => (pending.includes(id) ? pending : [...pending, id])
  await changeKeptCoupons(userId, (old) => ({ ...old, pending: add(old.pending) }))
  queryClient.setQueryData(couponsQuery(userId).queryKey, (view) =>
    view
      ? shown({ coupons: view.raw, savedAt: view.savedAt, pending: add(view.pending) }, view.fromDevice)
      : view,
  )
  return sendActivation(queryClient, userId, id)
}

async function sendActivation(
  queryClient: QueryClient,
  userId: number,
  id: number,
): Promise<ActivationOutcome> {
  try {
    const coupon = await callApi(endpoints.activateCoupon, { params: { id: String(id) } })
    await settle(queryClient, userId, id, coupon)
    return 'sent'
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'network') return 'queued'
    await settle(queryClient, userId, id, null)
    if (error instanceof ApiError && (error.is(ServerCode.CouponExpired) || error.is(ServerCode.CouponUsed)))
      void queryClient.invalidateQueries({ queryKey: couponsQuery(userId).queryKey })
    return { refused: error instanceof Error ? error.message : String(error) }
  }
}

/** The server answered for `id`: off the waiting ones, and the coupon as the server has it now. */
async function settle(queryClient: QueryClient, userId: number, id: number, coupon: Coupon | null) {
  const replace = (coupons: Coupon[]) => (coupon ? coupons.map((c) => (c.id === id ? coupon : c)) : coupons)
  const drop = (pending: number[]) => pending.filter((waiting) => waiting !== id)
  await changeKeptCoupons(userId, (old) => ({
    ...old,
    coupons: replace(old.coupons),
    pending: drop(old.pending),
  }))
  queryClient.setQueryData(couponsQuery(userId).queryKey, (view) =>
    view
      ? shown(
          { coupons: replace(view.raw), savedAt: view.savedAt, pending: drop(view.pending) },
          view.fromDevice,
        )
      : view,
  )
}

let sending: Promise<unknown> | null = null

/**
 * Sends the activations made offline, oldest first; stops at the first that finds no network (the
 * next 'online' tries again). Answers the refusals' messages, for the page to tell.
 */
export function sendWaitingActivations(queryClient: QueryClient, userId: number): Promise<string[]> {
  const run = async () => {
    const refusals: string[] = []
    const { pending } = await readKeptCoupons(userId)
    for (const id of pending) {
      const outcome = await sendActivation(queryClient, userId, id)
      if (outcome === 'queued') break
      if (outcome !== 'sent') refusals.push(outcome.refused)
    }
    return refusals
  }
  const next = (sending ?? Promise.resolve()).then(run, run)
  sending = next
  return next
}
