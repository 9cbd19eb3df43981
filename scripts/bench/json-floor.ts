import Fastify from 'fastify'

/**
 * The floor of a JSON call: a bare Fastify route answering a fixed body of the given size (a store
 * page's), in a process of its own as the server is. Tells the parent its URL.
 */
async function main(): Promise<void> {
  const size = Number(process.argv[2] ?? 2000)
  const filler = 'x'.repeat(Math.max(0, size - 40))
  const body = JSON.stringify({ code: 0, data: [{ filler }] })
  const app = Fastify({ logger: false })
  app.get('/floor', async (_request, reply) => reply.type('application/json').send(body))
  const url = await app.listen({ port: 0, host: '127.0.0.1' })
  process.send?.({ url: `${url}/floor`, bytes: Buffer.byteLength(body) })
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
