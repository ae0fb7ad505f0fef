// a piece of one module shown inside another module's page (the comment thread on an event page):
// modules never import each other, so the shell loads the parcel and the bus carries the request
export interface ParcelRequest {
  // registry key of the module that provides it, e.g. mfe-comments
  module: string
  // named export of the module's './app' holding the parcel's lifecycles, e.g. commentThread
  parcel: string
  domElement: HTMLElement
  props?: Record<string, unknown>
}

export interface ParcelHandle {
  update(props: Record<string, unknown>): Promise<void>
  unmount(): Promise<void>
}

export interface ParcelHost {
  // resolves to null when the module or the parcel could not be loaded
  mount(request: ParcelRequest): Promise<ParcelHandle | null>
}

export function createParcelBroker() {
  let host: ParcelHost | null = null
  return {
    provideParcels(next: ParcelHost) {
      host = next
    },
    mountParcel(request: ParcelRequest): Promise<ParcelHandle | null> {
      return host ? host.mount(request) : Promise.resolve(null)
    },
  }
}
