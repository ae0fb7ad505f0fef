export { DEMO_SIZES, type DemoOptions, type DemoServices, loadDemoData } from './load-demo.ts'
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './people.ts'
export { type ScaleOptions, type ScaleProgress, loadScaleData } from './scale.ts'
export { CITIES } from './cities.ts'
