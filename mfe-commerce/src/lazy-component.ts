import { type ComponentType, createElement, lazy, Suspense } from 'react'

// a component whose code loads on first render, so the module's entry stays small
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  const Lazy = lazy(async () => ({ default: await load() }))
  return (props: P) =>
    createElement(Suspense, { fallback: null }, createElement(Lazy as ComponentType<P>, props))
}
