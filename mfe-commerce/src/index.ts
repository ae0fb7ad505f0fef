import { defineApplication } from '@showroom/mfe-runtime'
import type { AppProps } from 'single-spa'
import { BUILD_LABEL } from './build-info.ts'
import { BasketWidget } from './features/basket-widget/BasketWidget.tsx'
import { UpsellHost } from './features/pro-upsell/UpsellHost.tsx'
import { lazyComponent } from './lazy-component.ts'

// the header basket and the upsell host are on every page and stay small (the basket panel and the
// upsell load when opened); pages and parcels load their code, and the module's messages, when first shown
const OrdersPage = lazyComponent<AppProps>(() =>
  import('./features/orders-page/OrdersPage.tsx').then((m) => m.OrdersPage),
)
const ProPurchasePage = lazyComponent<AppProps>(() =>
  import('./features/pro-purchase-page/ProPurchasePage.tsx').then((m) => m.ProPurchasePage),
)
const SalePage = lazyComponent<AppProps>(() =>
  import('./features/sale-page/SalePage.tsx').then((m) => m.SalePage),
)
const RecentOrders = lazyComponent<AppProps>(() =>
  import('./features/recent-orders/RecentOrders.tsx').then((m) => m.RecentOrders),
)

// the single-spa lifecycles this module offers the shell (see shell/src/applications)
export const ordersPage = defineApplication({
  module: 'mfe-commerce',
  app: 'orders-page',
  component: OrdersPage,
  build: BUILD_LABEL,
})
export const proPurchasePage = defineApplication({
  module: 'mfe-commerce',
  app: 'pro-purchase-page',
  component: ProPurchasePage,
  build: BUILD_LABEL,
})
export const salePage = defineApplication({
  module: 'mfe-commerce',
  app: 'sale-page',
  component: SalePage,
  build: BUILD_LABEL,
})
export const upsellHost = defineApplication({
  module: 'mfe-commerce',
  app: 'upsell-host',
  component: UpsellHost,
  build: BUILD_LABEL,
})
export const basketWidget = defineApplication({
  module: 'mfe-commerce',
  app: 'basket-widget',
  component: BasketWidget,
  build: BUILD_LABEL,
})

// parcels other modules mount with <ModuleParcel module="mfe-commerce" parcel="..." />
export const recentOrders = defineApplication({
  module: 'mfe-commerce',
  app: 'recent-orders',
  component: RecentOrders,
  build: BUILD_LABEL,
})
