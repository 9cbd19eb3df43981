import { asc, eq } from 'drizzle-orm'
import { config } from '../../../src/config'
import { hashPassword } from '../../auth/passwords'
import type { Db } from '../connect'
import { staff, stores } from '../schema'

/**
 * The embedded demo's store staff (docs/ordering.md "The store's side"): one account per e-commerce
 * store, with a published password, printed with the demo logins.
 */

/** The demo staff's password (published, like the demo customers'). */
export const DEMO_STAFF_PASSWORD = 'Negozio-2026'

/** The chain's own mail domain (config.ts), e.g. alpimare.example. */
const CHAIN_DOMAIN = config.chain.supportEmail.split('@')[1] ?? 'example.com'

/** staff.<storeId>@<the chain's domain>: deterministic, so the banner and the tests can name it. */
export const demoStaffEmail = (storeId: number) => `staff.${storeId}@${CHAIN_DOMAIN}`

/** One account per e-commerce store; a store that has one at that address already is left alone. */
export async function seedDemoStaff(db: Db): Promise<void> {
  const shops = await db
    .select({ id: stores.id, city: stores.city })
    .from(stores)
    .where(eq(stores.ecommerce, true))
    .orderBy(asc(stores.id))
  if (!shops.length) return
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD)
  await db
    .insert(staff)
    .values(
      shops.map((shop) => ({
        storeId: shop.id,
        email: demoStaffEmail(shop.id),
        name: `Personale ${shop.city}`,
        passwordHash,
      })),
    )
    .onConflictDoNothing()
}

/** The demo staff account of the first e-commerce store, for the banner. */
export async function firstDemoStaff(db: Db): Promise<{ email: string; storeName: string } | null> {
  const [shop] = await db
    .select({ id: stores.id, name: stores.name })
    .from(stores)
    .where(eq(stores.ecommerce, true))
    .orderBy(asc(stores.id))
    .limit(1)
  return shop ? { email: demoStaffEmail(shop.id), storeName: shop.name } : null
}
