import type { SaleLive, SaleLiveUpdate } from '../model/sale-live.ts'

const SALE_LIVE = /* GraphQL */ `
  subscription CommerceSaleLive($id: Int!) {
    flashSaleLive(flashSaleId: $id) {
      flashSaleId
      soldOut
      sizes { id productId remaining }
      products { id remaining badges { type label count } }
      stats { soldRecently boughtRecently viewingNow waitingToShop }
    }
  }
`

// reconnects back off from 1 s to 30 s and never give up
const RETRY_CAP_MS = 30_000

const webSocketUrl = () =>
  `${window.location.protocol === 'https:' ? 'wss:' : 'ws:'}//${window.location.host}/graphql`

// flashSaleLive over graphql-ws; its code loads with the first sale page, so other pages never fetch it
export const saleLive: SaleLive = {
  subscribe(saleId, next, down) {
    let stopped = false
    let stop: (() => void) | null = null
    void import('graphql-ws').then(
      ({ createClient }) => {
        if (stopped) return
        const client = createClient({
          url: webSocketUrl(),
          lazy: true,
          retryAttempts: Number.POSITIVE_INFINITY,
          shouldRetry: () => true,
          retryWait: (retries) =>
            new Promise((resolve) =>
              setTimeout(resolve, Math.min(RETRY_CAP_MS, 1000 * 2 ** Math.min(retries, 5))),
            ),
          on: { closed: () => down(), error: () => down() },
        })
        const unsubscribe = client.subscribe<{ flashSaleLive: SaleLiveUpdate }>(
          { query: SALE_LIVE, variables: { id: saleId } },
          {
            next: (result) => {
              const update = result.data?.flashSaleLive
              if (update) next(update)
            },
            error: () => down(),
            complete: () => {},
          },
        )
        stop = () => {
          unsubscribe()
          void client.dispose()
        }
      },
      () => down(),
    )
    return () => {
      stopped = true
      stop?.()
    }
  },
}
