import { z } from 'zod'
import type { RestEndpoint } from './endpoint.ts'

const ENVELOPE_SCHEMA = {
  type: 'object',
  required: ['errors', 'values', 'lookups', 'meta'],
  properties: {
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['code', 'message'],
        properties: { code: { type: 'string' }, message: { type: 'string' }, field: { type: 'string' } },
      },
    },
    values: { type: 'object' },
    lookups: { type: 'object' },
    meta: {
      type: 'object',
      required: ['step', 'login_ok'],
      properties: { step: { type: 'integer' }, login_ok: { type: 'boolean' } },
    },
  },
}

const AUTH_FIELDS = {
  user_id: { type: 'integer', description: 'legacy auth: the signed-in user (with user_token)' },
  user_token: { type: 'string', description: 'legacy auth: the session token' },
}

function inputSchema(endpoint: RestEndpoint): Record<string, unknown> {
  const schema = z.toJSONSchema(endpoint.input, { io: 'input', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >
  delete schema.$schema
  const own = (schema.properties as Record<string, unknown>) ?? {}
  // a row whose user_id is its own field describes it itself
  const properties = endpoint.userIdIsInput
    ? { user_token: AUTH_FIELDS.user_token, ...own }
    : { ...own, ...AUTH_FIELDS }
  return { ...schema, properties }
}

// the OpenAPI document is generated from the same table the handler runs, so it cannot drift
export function buildOpenApiDocument(endpoints: RestEndpoint[], publicUrl: string): Record<string, unknown> {
  const paths: Record<string, unknown> = {}
  for (const endpoint of [...endpoints].sort((a, b) => a.name.localeCompare(b.name))) {
    const schema = inputSchema(endpoint)
    const operation: Record<string, unknown> = {
      operationId: endpoint.name,
      summary: endpoint.summary,
      tags: [endpoint.auth === 'required' ? 'needs login' : 'open'],
      responses: {
        '200': { description: 'the envelope', content: { 'application/json': { schema: ENVELOPE_SCHEMA } } },
        '400': {
          description: 'bad input: errors name the field',
          content: { 'application/json': { schema: ENVELOPE_SCHEMA } },
        },
        '401': {
          description: 'not logged in (meta.login_ok false)',
          content: { 'application/json': { schema: ENVELOPE_SCHEMA } },
        },
      },
    }
    if (endpoint.method === 'GET') {
      const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>
      const required = new Set((schema.required as string[] | undefined) ?? [])
      operation.parameters = Object.entries(properties).map(([name, property]) => ({
        name,
        in: 'query',
        required: required.has(name),
        schema: property,
      }))
    } else {
      operation.requestBody = {
        content: {
          'application/json': { schema },
          'application/x-www-form-urlencoded': { schema },
        },
      }
    }
    paths[`/api/${endpoint.name}`] = { [endpoint.method.toLowerCase()]: operation }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Showroom /api compatibility layer',
      version: '1.0.0',
      description:
        'Legacy calls answered with the envelope {errors, values, lookups, meta: {step, login_ok}}.',
    },
    servers: [{ url: publicUrl }],
    paths,
  }
}
