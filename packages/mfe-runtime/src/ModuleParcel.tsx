import { bus, type ParcelHandle } from '@showroom/bus'
import { useEffect, useRef, useState } from 'react'

export interface ModuleParcelProps {
  // registry key of the module that provides the parcel, e.g. mfe-comments
  module: string
  // the named export of that module's './app', e.g. commentThread
  parcel: string
  // passed to the parcel on mount and again whenever they change
  parcelProps?: Record<string, unknown>
  // shown when the module or parcel cannot be loaded
  fallback?: React.ReactNode
  className?: string
}

// another module's parcel inside this module's page, mounted through the shell (see the bus)
export function ModuleParcel({ module, parcel, parcelProps, fallback = null, className }: ModuleParcelProps) {
  const host = useRef<HTMLDivElement>(null)
  const handle = useRef<ParcelHandle | null>(null)
  const [failed, setFailed] = useState(false)
  const latestProps = useRef(parcelProps)
  latestProps.current = parcelProps

  useEffect(() => {
    const element = host.current
    if (!element) return
    let cancelled = false
    setFailed(false)
    const mounting = bus
      .mountParcel({ module, parcel, domElement: element, props: latestProps.current ?? {} })
      .then((mounted) => {
        if (cancelled) {
          void mounted?.unmount()
          return
        }
        handle.current = mounted
        if (!mounted) setFailed(true)
      })
    return () => {
      cancelled = true
      void mounting.then(() => {
        void handle.current?.unmount()
        handle.current = null
      })
    }
  }, [module, parcel])

  const propsKey = JSON.stringify(parcelProps ?? {})
  useEffect(() => {
    // the JSON key stands for the props: a new object with the same values is no change
    void propsKey
    void handle.current?.update(latestProps.current ?? {})
  }, [propsKey])

  return (
    <>
      <div ref={host} className={className} data-parcel={`${module}:${parcel}`} />
      {failed ? fallback : null}
    </>
  )
}
