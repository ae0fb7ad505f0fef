import type { LifeCycles, registerApplication, start } from 'single-spa'

export interface StandaloneSingleSpa {
  registerApplication: typeof registerApplication
  start: typeof start
}

function isLifecycles(value: unknown): value is LifeCycles {
  return typeof value === 'object' && value !== null && 'mount' in value && 'unmount' in value
}

// mounts every application a module exports on a bare page, without the shell (dist-standalone/);
// the module passes its own single-spa, which this shared kit does not import
export function mountStandalone(
  module: string,
  exports: Record<string, unknown>,
  singleSpa: StandaloneSingleSpa,
): void {
  for (const [name, lifecycles] of Object.entries(exports)) {
    if (!isLifecycles(lifecycles)) continue
    const section = document.createElement('section')
    section.id = `standalone-${name}`
    const heading = document.createElement('h2')
    heading.textContent = `${module}: ${name}`
    const container = document.createElement('div')
    section.append(heading, container)
    document.body.append(section)
    singleSpa.registerApplication({
      name: `${module}:${name}`,
      app: lifecycles,
      activeWhen: () => true,
      customProps: { domElement: container },
    })
  }
  singleSpa.start({ urlRerouteOnly: true })
}
