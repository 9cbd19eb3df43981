import { cardEndpoints } from './card-endpoints'
import { endpoints } from './endpoints'
import { listEndpoints } from './list-endpoints'
import { shopEndpoints } from './shop-endpoints'
import { servedStaffEndpoints } from './staff-endpoints'

/**
 * Every /cli call: the customer's core calls (the PWA's start carries them) and the online grocery's
 * (loaded with the shop's screens), and the store staff's that the server answers today
 * (staff-endpoints.ts). The server registers these and OpenAPI lists them.
 */
export const cliEndpoints = {
  ...endpoints,
  ...cardEndpoints,
  ...shopEndpoints,
  ...listEndpoints,
  ...servedStaffEndpoints,
} as const

export type CliEndpoints = typeof cliEndpoints
export type CliEndpointName = keyof CliEndpoints
