// the alerts subgraph as its own process (SERVICE_URL_ALERTS on the gateway points here)
import { runServiceProcess } from '@showroom/platform'
import { alertsDepsOf, createAlertsService } from './index.ts'

await runServiceProcess((platform) => createAlertsService(alertsDepsOf(platform)))
