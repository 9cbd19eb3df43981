import path from 'node:path'

/** The reference server's settings, from the environment (README "Configuration"). */
export interface ServerSettings {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  smtpUrl: string | undefined
  /** Where the links in mails point: the address customers open. */
  publicUrl: string
  /** JWT signing secret; generated and kept in the database when not given. */
  jwtSecret: string | undefined
  /** Attempts per client and minute on login, reset, card look-up and kiosk login. */
  rateLimitPerMinute: number
  /** The built PWA. */
  appDir: string
  logLevel: string
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): ServerSettings {
  const port = Number(env.PORT ?? 3000)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a port: ${env.PORT}`)
  const rate = Number(env.RATE_LIMIT_PER_MINUTE ?? 10)
  if (!Number.isInteger(rate) || rate < 1) throw new Error(`RATE_LIMIT_PER_MINUTE must be a positive integer`)
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    jwtSecret: env.JWT_SECRET || undefined,
    rateLimitPerMinute: rate,
    appDir: path.resolve(env.APP_DIR ?? './dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
  }
}
