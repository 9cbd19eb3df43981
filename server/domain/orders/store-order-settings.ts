import { and, eq, gt } from 'drizzle-orm'
import type { StoreOrderSettings, StoreOrderSettingsChange } from '../../../src/api/schemas/orders'
import { slots, stores } from '../../db/schema'
import { type DomainContext, inTransaction } from '../shared/context'
import { DomainError } from '../shared/errors'
import type { StoreIndex } from '../stores/store-index'

/**
 * A store changes how many orders a window takes and how long before a window it stops taking them
 * (docs/ordering.md "Slots"). The cut-off is read at every listing, placement and cancellation; the
 * capacity is copied into each window when it is first listed, so the windows that have not started
 * take the new one too (a window already fuller than that simply has no room left). Home delivery's
 * fee, free threshold and minimum apply to the orders placed from then on (docs/ordering.md "Home
 * delivery: fee and minimum"). The stores' list tells that fee and minimum: after the commit, this
 * instance's index loads the stores again and shows the change at once (others within their TTL).
 */
export async function changeStoreOrderSettings(
  ctx: DomainContext & { storeIndex: StoreIndex },
  storeId: number,
  change: StoreOrderSettingsChange,
): Promise<StoreOrderSettings> {
  const settings = await inTransaction(ctx, async (tx) => {
    const [store] = await tx.db
      .select({ id: stores.id, ecommerce: stores.ecommerce })
      .from(stores)
      .where(eq(stores.id, storeId))
      .for('update')
    if (!store?.ecommerce) throw new DomainError('store-not-found')
    const [updated] = await tx.db
      .update(stores)
      .set({
        ...(change.slotCapacity === undefined ? {} : { slotCapacity: change.slotCapacity }),
        ...(change.bookingCutoffHours === undefined ? {} : { bookingCutoffHours: change.bookingCutoffHours }),
        ...(change.deliveryFeeCents === undefined ? {} : { deliveryFeeCents: change.deliveryFeeCents }),
        ...(change.freeDeliveryFromCents === undefined
          ? {}
          : { freeDeliveryFromCents: change.freeDeliveryFromCents }),
        ...(change.minimumOrderCents === undefined ? {} : { minimumOrderCents: change.minimumOrderCents }),
        updatedAt: tx.at,
      })
      .where(eq(stores.id, storeId))
      .returning({
        slotCapacity: stores.slotCapacity,
        bookingCutoffHours: stores.bookingCutoffHours,
        deliveryFeeCents: stores.deliveryFeeCents,
        freeDeliveryFromCents: stores.freeDeliveryFromCents,
        minimumOrderCents: stores.minimumOrderCents,
      })
    if (!updated) throw new DomainError('store-not-found')
    if (change.slotCapacity !== undefined) {
      await tx.db
        .update(slots)
        .set({ capacity: change.slotCapacity })
        .where(and(eq(slots.storeId, storeId), gt(slots.startsAt, tx.at)))
    }
    return { storeId, ...updated }
  })
  await ctx.storeIndex.reload()
  return settings
}
