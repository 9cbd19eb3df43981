/**
 * Whether a failure means the database cannot be reached right now (down, restarting, the network
 * between): the call is then answered 503, "try again shortly", and a load balancer or the client
 * retries; any other failure stays a 500. A query that fails this way has written nothing: its
 * transaction never committed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string') {
      // Node's socket errors; SQLSTATE class 08 (connection exception) and 57P01–57P03 (the server
      // shutting down, crashed, or not yet accepting connections).
      if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND'].includes(code)) return true
      if (code.startsWith('08') || ['57P01', '57P02', '57P03'].includes(code)) return true
    }
    // node-postgres's own words for a connection that went away or could not be had in time.
    if (
      /^Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(
        e.message,
      )
    )
      return true
  }
  return false
}
