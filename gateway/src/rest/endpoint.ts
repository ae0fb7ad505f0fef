import type { z } from 'zod'

export type EndpointAuth = 'none' | 'optional' | 'required'

export interface EndpointContext {
  // the signed-in user, when the call carried a valid session (cookie or user_id + user_token)
  userId: number | null
  // the action a visitor asked for before signing up (signup_action_set), kept in a cookie
  pendingSignupAction: { actionType: string; actionValue: string } | null
  // the page language (locale cookie, else Accept-Language; ADR 13), for text a row writes itself
  locale: 'en' | 'zh'
}

export interface EndpointResult {
  values?: Record<string, unknown>
  lookups?: Record<string, unknown>
  step?: number
}

// one row of the /api/* table: how a legacy call is validated, which GraphQL operation answers it,
// and how the GraphQL data maps back into the spec's envelope
// variables and result are methods so rows with their own Input and Data types fit one table
export interface RestEndpoint<Input = Record<string, unknown>, Data = unknown> {
  name: string
  method: 'GET' | 'POST'
  auth: EndpointAuth
  summary: string
  input: z.ZodType<Input>
  // a GraphQL document run against the gateway's own composed schema
  operation: string
  variables?(input: Input, ctx: EndpointContext): Record<string, unknown>
  result?(data: Data, input: Input, ctx: EndpointContext): EndpointResult
  // the web session cookie is set from values.user_token (signup, login) or cleared (logout)
  session?: 'issue' | 'clear'
  // remember values.action_type / action_value for a visitor until they sign up
  remembersSignupAction?: boolean
  // an error inside one of these fields leaves null there (GraphQL's partial answer) instead of
  // failing the whole call, e.g. a comment's media item the media service no longer knows
  partialUnder?: string[]
  // the meta.step a refusal answers with, by error code (e.g. 2 opens the pro-upgrade overlay)
  stepFor?(code: string): number | undefined
  // user_id is this row's own field (whose feed to read), not a login claim: it stays in the payload,
  // and the login comes from user_token or the cookie alone
  userIdIsInput?: boolean
  // a call this row hands to another row, judged on the raw payload before anything else (that
  // row's auth, input and operation then apply), e.g. universal comments of source_type chat
  route?(payload: Readonly<Record<string, unknown>>): RestEndpoint | null
  // a second operation run after a successful first one, with what it answered; its refusals answer
  // the call (e.g. marking read the messages a list just returned)
  followUp?(data: Data, input: Input): FollowUp | null
}

export interface FollowUp {
  operation: string
  variables: Record<string, unknown>
}

export function defineEndpoint<Input, Data = unknown>(
  endpoint: RestEndpoint<Input, Data>,
): RestEndpoint<Input, Data> {
  return endpoint
}
