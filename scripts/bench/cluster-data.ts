import { inArray } from 'drizzle-orm'
import { hashPassword } from '../../server/auth/passwords'
import { connectDatabase } from '../../server/db/connect'
import { addresses, cards, orders, users } from '../../server/db/schema'
import { seedIfNeeded } from '../../server/db/seed'
import { withCheckDigit } from '../../src/api/card-code'
import { fillShop, fillStores } from './big-shop'

/** A customer made for the bench: an active account with e-mail, password and a card. */
export interface BenchCustomer {
  email: string
  password: string
  card: string
}

export const BENCH_PASSWORD = 'Bench-Password-1'

/**
 * The cluster bench's database, before any instance starts: migrated, seeded, grown to `storeCount`
 * stores and a shop of `productCount` products, with `customerCount` customers to log in, show their
 * card and place orders (one customer per connection that orders: no two carts collide).
 */
export async function prepareBenchDatabase(
  databaseUrl: string,
  {
    storeCount,
    productCount,
    customerCount,
  }: { storeCount: number; productCount: number; customerCount: number },
): Promise<{ shopId: number; customers: BenchCustomer[] }> {
  const database = await connectDatabase({ databaseUrl, dataDir: null })
  try {
    await database.migrate()
    const { db } = database
    await seedIfNeeded(db, new Date(), { demoCustomers: false })
    await fillStores(db, storeCount)
    const shopId = await fillShop(db, productCount)
    const passwordHash = await hashPassword(BENCH_PASSWORD)
    const customers: BenchCustomer[] = []
    for (let i = 0; i < customerCount; i++) {
      const email = `bench.${i}@example.com`
      const card = withCheckDigit(`0430005${String(i).padStart(5, '0')}`)
      const [user] = await db
        .insert(users)
        .values({
          username: email,
          loginKind: 'EMAIL',
          passwordHash,
          status: 'ACTIVE',
          firstName: 'Bench',
          lastName: `Cliente ${i}`,
          birthDate: '1980-01-01',
          gender: 'FEMALE',
          email,
          accept1: true,
          accept2: true,
          terminalType: 'web',
          confirmedAt: new Date(),
        })
        .returning({ id: users.id })
      if (!user) throw new Error('bench customer not made')
      await db
        .insert(addresses)
        .values({ userId: user.id, county: 'TO', city: 'Torino', zip: '10121', address: 'Via Roma 1' })
      await db.insert(cards).values({ code: card, description: 'Carta fedeltà', points: 0, userId: user.id })
      customers.push({ email, password: BENCH_PASSWORD, card })
    }
    return { shopId, customers }
  } finally {
    await database.close()
  }
}

/** Of the sign-ups and orders the instances acknowledged, those the database does not hold. */
export async function lostWrites(
  databaseUrl: string,
  acknowledged: { signups: string[]; orders: number[] },
): Promise<{ signups: number; orders: number }> {
  const database = await connectDatabase({ databaseUrl, dataDir: null })
  try {
    const { db } = database
    let signupsFound = 0
    for (let i = 0; i < acknowledged.signups.length; i += 1000) {
      const chunk = acknowledged.signups.slice(i, i + 1000)
      signupsFound += (await db.select({ id: users.id }).from(users).where(inArray(users.username, chunk)))
        .length
    }
    let ordersFound = 0
    for (let i = 0; i < acknowledged.orders.length; i += 1000) {
      const chunk = acknowledged.orders.slice(i, i + 1000)
      ordersFound += (await db.select({ id: orders.id }).from(orders).where(inArray(orders.id, chunk))).length
    }
    return {
      signups: new Set(acknowledged.signups).size - signupsFound,
      orders: new Set(acknowledged.orders).size - ordersFound,
    }
  } finally {
    await database.close()
  }
}
