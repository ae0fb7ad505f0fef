import type { TestGateway } from '@showroom/testkit'
import { type Answer, comparableAnswer } from './read-row-calls.ts'

export interface Reply {
  status: number
  body: Answer
}

export const comparableReply = ({ status, body }: Reply) => ({ status, ...comparableAnswer(body) })

// /graphql asked twice: as sent, then with "extensions" in the body, which only mercurius answers
// (the compiled queries never take such a body). Answered early when mercurius executed the second
// request and not the first: its preExecution hooks run for what it executes, and a request both
// ways refuse before executing (mercurius's validation or variables) runs neither's hooks.
export function graphqlBothWays(gateway: TestGateway, cookie: string) {
  let throughMercurius = 0
  gateway.app.graphql.addHook('preExecution', async () => {
    throughMercurius++
  })
  const post = async (body: Record<string, unknown>, signedIn: boolean): Promise<Reply> => {
    const response = await gateway.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: body,
      headers: signedIn ? { cookie } : {},
    })
    return { status: response.statusCode, body: response.json() }
  }
  const bothWays = async (body: Record<string, unknown>, signedIn: boolean) => {
    const start = throughMercurius
    const sent = await post(body, signedIn)
    const middle = throughMercurius
    const viaMercurius = await post({ ...body, extensions: {} }, signedIn)
    const early = middle === start && throughMercurius === middle + 1
    return { sent, viaMercurius, early }
  }
  return { post, bothWays, executedByMercurius: () => throughMercurius }
}
