import type { Mountpoint } from './applications.ts'

const CONTAINER_IDS: Record<Mountpoint, string> = {
  main: 'sr-main',
  'slot-chat': 'slot-chat',
  'slot-notifications': 'slot-notifications',
  'slot-basket': 'slot-basket',
  hosts: 'sr-hosts',
}

// each application gets its own element inside its mountpoint, created on first mount
export function applicationElement(appName: string, mountpoint: Mountpoint): HTMLElement {
  const id = `sr-app-${appName.replace(/[^a-z0-9-]/gi, '-')}`
  const existing = document.getElementById(id)
  if (existing) return existing
  const parent = document.getElementById(CONTAINER_IDS[mountpoint]) ?? document.body
  const element = document.createElement('div')
  element.id = id
  element.className = `sr-app sr-app--${mountpoint}`
  element.dataset.app = appName
  parent.append(element)
  return element
}
