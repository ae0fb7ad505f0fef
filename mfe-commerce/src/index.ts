import { defineApplication } from '@showroom/mfe-runtime'
import { BUILD_LABEL } from './build-info.ts'
import { BasketWidget } from './features/basket-widget/BasketWidget.tsx'
import { OrdersPage } from './features/orders-page/OrdersPage.tsx'
import { ProPurchasePage } from './features/pro-purchase-page/ProPurchasePage.tsx'
import './messages.ts'

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
export const basketWidget = defineApplication({
  module: 'mfe-commerce',
  app: 'basket-widget',
  component: BasketWidget,
  build: BUILD_LABEL,
})
