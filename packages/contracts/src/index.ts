export type { ApiEnvelope, ApiError, ApiMeta, EnvelopeCheck } from './envelope.ts'
export { firstErrorMessage, isValidEnvelope } from './envelope.ts'
export type { GlobalPageValues, Locale, Session } from './page.ts'
export { DEFAULT_LOCALE, isLocale, LOCALES } from './page.ts'
export type {
  Designer,
  FriendState,
  LikesListEntry,
  LikesListResponse,
  Persona,
  PersonaType,
  User,
  Venue,
} from './people.ts'
export { FRIEND_STATES, VERIFIED_LEVEL, VIP_LEVEL } from './people.ts'
export type { MediaItem, MediaResourceType, UploadedImage, UploadSourceType, UploadTarget } from './media.ts'
export type {
  Comment,
  CommentListResponse,
  CommentSource,
  CommentSourceType,
  CommentType,
  Poll,
  PollOption,
} from './comments.ts'
export type {
  Chat,
  ChatActivity,
  ChatListItem,
  ChatStartPayload,
  ChatTarget,
  ChatTargetType,
} from './chat.ts'
export type {
  ActivityFeedItem,
  FeedEntityType,
  FeedResponse,
  FeedSourceType,
  FeedTargetType,
  Notification,
  NotificationListResponse,
} from './feed.ts'
export type { CurrencyCode, Order, OrderListResponse, OrderProduct } from './commerce.ts'
export { CURRENCY_SYMBOLS } from './commerce.ts'
export type {
  NewsSavePayload,
  ProfileIconLetter,
  ProfilePrompt,
  SearchSuggestions,
  SignupAction,
} from './account.ts'
export { PROFILE_ICON_LETTERS } from './account.ts'
export type { CalendarEventTypeAnswer, CalendarGridAnswer, CalendarSale } from './calendar-sales.ts'
export { calendarSaleEntries, calendarSaleEntry, saleOpenDates, saleWindow } from './calendar-sales.ts'
export type { CalendarEvent, EventDashboardRow, EventTickets } from './events.ts'
export type { CookieSpec } from './limits.ts'
export { COOKIES, LIMITS } from './limits.ts'
export { formatNumber, isTrustedUser } from './rules.ts'
export type {
  BusEventName,
  BusEvents,
  CommentRef,
  OverlayName,
  OverlayParams,
  OverlayParamsOf,
  PopupAlert,
  PopupConfirmation,
  SignupPrompt,
} from './bus-events.ts'
export { OVERLAY_NAMES } from './bus-events.ts'
export type { MatchedRoute, RouteOwner, RouteParams, SiteRoute } from './routes.ts'
export { COMMENT_LINK_FRAGMENT, isCitySegment, matchSiteRoute, SITE_ROUTES } from './routes.ts'
export type { ShellCities, ShellCity } from './page-data.ts'
export { isShellCity, NO_SESSION_ID, SHELL_CITIES_ID } from './page-data.ts'
