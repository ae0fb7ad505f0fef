import type { BusEventName, BusEvents } from '@showroom/contracts'
import { defer, filter, map, type Observable, Subject, startWith } from 'rxjs'
import type { EmitArgs } from './bus.types.ts'

interface BusMessage {
  type: BusEventName
  payload: unknown
}

export interface EventStream {
  emit<K extends BusEventName>(type: K, ...payload: EmitArgs<K>): void
  on<K extends BusEventName>(type: K): Observable<BusEvents[K]>
  latest<K extends BusEventName>(type: K): Observable<BusEvents[K]>
  complete(): void
}

export function createEventStream(): EventStream {
  const messages$ = new Subject<BusMessage>()
  const lastPayload = new Map<BusEventName, unknown>()

  function on<K extends BusEventName>(type: K): Observable<BusEvents[K]> {
    return messages$.pipe(
      filter((message) => message.type === type),
      map((message) => message.payload as BusEvents[K]),
    )
  }

  return {
    emit(type, ...payload) {
      lastPayload.set(type, payload[0])
      messages$.next({ type, payload: payload[0] })
    },
    on,
    latest(type) {
      return defer(() =>
        lastPayload.has(type)
          ? on(type).pipe(startWith(lastPayload.get(type) as BusEvents[typeof type]))
          : on(type),
      )
    },
    complete() {
      messages$.complete()
    },
  }
}
