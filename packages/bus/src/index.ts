export type {
  Bus,
  EmitArgs,
  HeaderMarker,
  NativeMessage,
  OverlayState,
  StateObservable,
} from './bus.types.ts'
export { createBus } from './create-bus.ts'
export { parseNativeMessage } from './native-messages.ts'
export type { ParcelHandle, ParcelHost, ParcelRequest } from './parcels.ts'
export { bus } from './singleton.ts'
