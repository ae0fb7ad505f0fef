import type { ApiResult } from '@showroom/graphql-client/fetch'
import { createState, type Timers } from './timers.ts'
import type { QueueState } from './types.ts'

export interface QueueApi {
  joinQueue(saleId: number): Promise<ApiResult<{ queue: QueueState }>>
  queueStatus(saleId: number): Promise<ApiResult<{ queue: QueueState }>>
}

// how often a member in the room asks for their place (the live stream says when the sale sells out)
export const QUEUE_POLL_MS = 5000

export interface WaitingRoomState {
  queue: QueueState | null
  joining: boolean
  failed: boolean
}

// the waiting room of a sale with a serving capacity: join once, then ask for the place until admitted,
// sold out or ended
export function createWaitingRoom({
  api,
  saleId,
  timers,
}: {
  api: QueueApi
  saleId: number
  timers: Timers
}) {
  const store = createState<WaitingRoomState>({ queue: null, joining: false, failed: false })
  let stopPolling: (() => void) | null = null
  let stopped = false

  function take(result: ApiResult<{ queue: QueueState }>) {
    if (stopped) return
    if (!result.valid) {
      store.set({ joining: false, failed: true })
      return
    }
    const queue = result.envelope.values.queue
    store.set({ queue, joining: false, failed: false })
    const keepAsking = queue.status === 'waiting' || queue.status === 'not_open'
    if (keepAsking && !stopPolling) {
      stopPolling = timers.every(QUEUE_POLL_MS, () => void api.queueStatus(saleId).then(take))
    } else if (!keepAsking) {
      stopPolling?.()
      stopPolling = null
    }
  }

  return {
    getState: store.get,
    subscribe: store.subscribe,
    async status() {
      take(await api.queueStatus(saleId))
    },
    async join() {
      if (store.get().joining) return
      store.set({ joining: true })
      take(await api.joinQueue(saleId))
    },
    // the live stream said the sale sold out: everyone waiting is told at once
    soldOut() {
      const queue = store.get().queue
      stopPolling?.()
      stopPolling = null
      if (queue) store.set({ queue: { ...queue, status: 'sold_out', sold_out: true, position: null } })
    },
    stop() {
      stopped = true
      stopPolling?.()
      stopPolling = null
    },
  }
}

export type WaitingRoom = ReturnType<typeof createWaitingRoom>
