/**
 * A start refused for the operator's doing (a setting missing or wrong, the data folder in use): the
 * server says it plainly on stderr, without a stack trace, and exits 1 (`reportStartFailure`). Any
 * other error at start is a bug and keeps its stack trace.
 */
export class StartRefused extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'StartRefused'
  }
}

/** What `npm start` and `npm run start:cluster` do with an error that stops their start: exit 1. */
export function reportStartFailure(error: unknown): never {
  if (error instanceof StartRefused) console.error(`Tessera cannot start: ${error.message}`)
  else console.error(error)
  process.exit(1)
}
