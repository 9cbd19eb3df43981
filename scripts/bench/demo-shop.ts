/** The demo's store the shop's figures are taken in (an e-commerce store of the seed). */
export const DEMO_STORE = 'Alpimare Torino Lingotto'

export interface DemoShopPaths {
  /** The store's catalogue, its first page. */
  catalogue: string
  /** A food product's page with its full label: ingredients, allergens, nutrition. */
  product: string
}

/** The addresses of DEMO_STORE's catalogue and of one of its products with a food label, asked of the server. */
export async function demoShopPaths(origin: string): Promise<DemoShopPaths> {
  const stores = (await (await fetch(`${origin}/cli/stores/ecommerce?s=50&p=0`)).json()) as {
    data: { id: number; name: string }[]
  }
  const store = stores.data.find((s) => s.name === DEMO_STORE)
  if (!store) throw new Error(`no ${DEMO_STORE} in the seed`)
  const pasta = (await (
    await fetch(`${origin}/cli/ecommerce/${store.id}/products?s=10&p=0&q=fusilli`)
  ).json()) as {
    data: { id: number }[]
  }
  for (const { id } of pasta.data) {
    const detail = (await (await fetch(`${origin}/cli/ecommerce/${store.id}/products/${id}`)).json()) as {
      data: { label: { nutrition?: unknown } | null }
    }
    if (detail.data.label?.nutrition) {
      return { catalogue: `/app/shop/${store.id}`, product: `/app/shop/${store.id}/products/${id}` }
    }
  }
  throw new Error(`no fusilli with a nutrition declaration at ${DEMO_STORE}`)
}
