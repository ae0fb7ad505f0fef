// async boundary: shared packages are negotiated before the module's code runs
import('./standalone.ts')
