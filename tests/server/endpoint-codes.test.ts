import type * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { CODE_OF_FIELD } from '../../server/http/contract'
import { cliEndpoints } from '../../src/api/cli-endpoints'
import type { Endpoint } from '../../src/api/endpoints'
import { opsEndpoints } from '../../src/api/ops-endpoints'
import { isSizeBound } from '../../src/api/rules'

/** What a valibot schema is made of, as far as the walk below looks. */
interface Part {
  kind: string
  type: string
  requirement?: unknown
  pipe?: Part[]
  entries?: Record<string, Part>
  wrapped?: Part
  item?: Part
  options?: unknown[]
}

/**
 * The fields of a request schema whose rule can be broken by a value that is there (a validation
 * other than "not empty" and a column's size bound): server/http/contract.ts refuses those of CODE_OF_FIELD with the field's code.
 * An item of an array is reported under its index, not its field, so its own rule has no code.
 */
function ruledFields(part: Part, field: string | undefined, found: Set<string>): Set<string> {
  if (part.kind === 'validation' && part.type !== 'non_empty' && !isSizeBound(part) && field !== undefined)
    found.add(field)
  if (part.kind !== 'schema') return found
  for (const step of part.pipe ?? []) if (step !== part) ruledFields(step, field, found)
  for (const [name, entry] of Object.entries(part.entries ?? {})) ruledFields(entry, name, found)
  if (part.wrapped) ruledFields(part.wrapped, field, found)
  if (part.item) ruledFields(part.item, undefined, found)
  for (const option of part.options ?? [])
    if (option && typeof option === 'object') ruledFields(option as Part, field, found)
  return found
}

/** The codes an endpoint's request can be refused with because of a field's rule. */
function fieldCodes(endpoint: Endpoint): number[] {
  const fields = new Set<string>()
  for (const schema of [endpoint.params, endpoint.query, endpoint.headers, endpoint.body])
    if (schema) ruledFields(schema as v.GenericSchema as unknown as Part, undefined, fields)
  return [...new Set([...fields].flatMap((field) => CODE_OF_FIELD[field] ?? []))].sort((a, b) => a - b)
}

describe('the codes each endpoint declares (OpenAPI lists them)', () => {
  it("hold those of its fields' rules", () => {
    const endpoints: [string, Endpoint][] = [
      ...Object.entries(cliEndpoints).map(([name, e]) => [`cli ${name}`, e] as [string, Endpoint]),
      ...Object.entries(opsEndpoints).map(([name, e]) => [`ops ${name}`, e] as [string, Endpoint]),
    ]
    for (const [name, endpoint] of endpoints)
      expect(endpoint.codes ?? [], name).toEqual(expect.arrayContaining(fieldCodes(endpoint)))
  })

  it('the fields are found where they are: a sign-up has four of them', () => {
    // username and profile.email 4, password 13, profile.mobilePhone 30, profile.cards[].code 35.
    expect(fieldCodes(cliEndpoints.signup)).toEqual([4, 13, 30, 35])
    expect(fieldCodes(cliEndpoints.login)).toEqual([])
    expect(fieldCodes(opsEndpoints.postReceipt)).toEqual([35])
  })
})
