// the demo data's seeded generator (mulberry32): the same seed gives the same run (chat-loss posts
// and disruptions, the cluster's plan, the query plans' shapes)
export { createRandom, type Random } from '@showroom/demo'

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
