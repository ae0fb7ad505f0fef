import { COMMENT_LINK_FRAGMENT } from '@showroom/contracts'
import {
  type ActivityFunction,
  afterFirstScreenForMembers,
  isChatPage,
  isCommunityPage,
  isDiscoveryPage,
  isNativeCommentPage,
  isOrdersPage,
  isProfilePage,
  isProPurchasePage,
  isSalePage,
  whenAsked,
} from './active-when.ts'

// where an application mounts: the page body or a header slot the chrome renders
export type Mountpoint = 'main' | 'slot-chat' | 'slot-notifications' | 'slot-basket' | 'hosts'

export interface ApplicationSpec {
  // single-spa application name
  name: string
  // registry key of the module that provides it
  module: string
  // named export of the module's exposed './app' holding the lifecycles
  lifecycles: string
  activeWhen: ActivityFunction
  mountpoint: Mountpoint
}

// the root config: which module answers which route, and what each mounts in the header
export const APPLICATIONS: readonly ApplicationSpec[] = [
  {
    name: 'mfe-discovery:pages',
    module: 'mfe-discovery',
    lifecycles: 'discoveryPages',
    activeWhen: isDiscoveryPage,
    mountpoint: 'main',
  },
  {
    name: 'mfe-chat:chat-page',
    module: 'mfe-chat',
    lifecycles: 'chatPage',
    activeWhen: isChatPage,
    mountpoint: 'main',
  },
  {
    name: 'mfe-chat:header-widget',
    module: 'mfe-chat',
    lifecycles: 'headerWidget',
    // a visitor's chat icon is the shell's (chrome/header/visitor-chat-button.ts)
    activeWhen: afterFirstScreenForMembers,
    mountpoint: 'slot-chat',
  },
  {
    name: 'mfe-feed:profile-page',
    module: 'mfe-feed',
    lifecycles: 'profilePage',
    activeWhen: isProfilePage,
    mountpoint: 'main',
  },
  {
    name: 'mfe-feed:community-page',
    module: 'mfe-feed',
    lifecycles: 'communityPage',
    activeWhen: isCommunityPage,
    mountpoint: 'main',
  },
  {
    name: 'mfe-feed:notifications-widget',
    module: 'mfe-feed',
    lifecycles: 'notificationsWidget',
    activeWhen: afterFirstScreenForMembers,
    mountpoint: 'slot-notifications',
  },
  {
    name: 'mfe-commerce:orders-page',
    module: 'mfe-commerce',
    lifecycles: 'ordersPage',
    activeWhen: isOrdersPage,
    mountpoint: 'main',
  },
  {
    name: 'mfe-commerce:pro-purchase-page',
    module: 'mfe-commerce',
    lifecycles: 'proPurchasePage',
    activeWhen: isProPurchasePage,
    mountpoint: 'main',
  },
  {
    name: 'mfe-commerce:sale-page',
    module: 'mfe-commerce',
    lifecycles: 'salePage',
    activeWhen: isSalePage,
    mountpoint: 'main',
  },
  {
    name: 'mfe-commerce:upsell-host',
    module: 'mfe-commerce',
    lifecycles: 'upsellHost',
    activeWhen: whenAsked(['pro-upsell']),
    mountpoint: 'hosts',
  },
  {
    name: 'mfe-commerce:basket-widget',
    module: 'mfe-commerce',
    lifecycles: 'basketWidget',
    activeWhen: afterFirstScreenForMembers,
    mountpoint: 'slot-basket',
  },
  {
    name: 'mfe-comments:native-comment-page',
    module: 'mfe-comments',
    lifecycles: 'nativeCommentPage',
    activeWhen: isNativeCommentPage,
    mountpoint: 'main',
  },
  {
    name: 'mfe-comments:popup-host',
    module: 'mfe-comments',
    lifecycles: 'popupHost',
    // spec part 6: #pec=, #pfc= and #puc= open a comment in its popup
    activeWhen: whenAsked(['comment-popup', 'likes-list'], COMMENT_LINK_FRAGMENT),
    mountpoint: 'hosts',
  },
]
