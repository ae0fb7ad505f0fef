import { mountStandalone } from '@showroom/mfe-runtime'
import { registerApplication, start } from 'single-spa'
import * as lifecycles from './index.ts'

mountStandalone('mfe-feed', lifecycles, { registerApplication, start })
