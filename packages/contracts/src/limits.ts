// business constants of spec part 9, in one place; sizes in bytes, times in ms unless named otherwise

const MB = 1024 * 1024

export const LIMITS = {
  chatListPollMs: 1000,
  chatPollMs: 1000,
  chatFirstLoadCount: 20,
  chatOlderTriggerPx: 200,
  chatImageMaxBytes: 20 * MB,
  chatVideoMaxBytes: 100 * MB,
  uploadSliceBytes: 6_000_000,

  composerImageMaxBytes: 30 * MB,
  composerVideoMaxBytes: 1000 * MB,
  uploaderImageMaxBytes: 20 * MB,
  uploaderVideoMaxBytes: 1000 * MB,
  imageMimeTypes: ['image/jpeg', 'image/png', 'image/gif', 'image/tiff', 'image/webp'],
  imageExtensions: ['jpg', 'jpeg', 'png', 'gif', 'tif', 'tiff', 'webp', 'jpg_large'],
  videoMimeTypes: ['video/mp4', 'video/quicktime'],

  searchDebounceMs: 50,
  overlayFocusDelayMs: 800,
  suggestionsMinChars: 2,
  suggestionsMax: 15,
  mentionSuggestionsMax: 10,
  mentionLookupLimit: 10,

  notificationRefreshMs: 10_000,
  notificationsPageStep: 9,
  bellBlinkMs: 2000,
  headerCounterDimMs: 400,

  noticeDelayMs: 2000,
  proCloseCountdownMs: 5000,

  reviewsAutoplayMs: 2000,
  eventCarouselBreakpointsPx: [0, 480, 750],
  eventCarouselMinItemsForNav: 4,
  headlineCarouselMaxItemsWithDots: 10,
  headlineCarouselMinItemsToMove: 2,
  carouselBreakpointsPx: [0, 600, 1000],
  carouselMaxItemsWithDots: 15,

  staticEventBlockFoldPx: 2500,
  foldLineCollapsedPx: 21,
  accordionSlideMs: 50,
  lazyLoadOffsetPx: 100,
  videoPlayWithinPx: 500,
  streamingBufferSeconds: 10,

  feedDisposeAboveScreens: 2,
  feedDisposeBelowScreens: 10,
  feedNextPageScreens: 3,
  feedRefreshMinIntervalMs: 5000,
  feedTrimAtChars: 150,
  feedTrimToChars: 100,
  userListVisible: 6,
  summaryMaxImages: 4,
  likesListLoadMorePx: 200,

  popupShowMs: 3000,
  popupHideDelayMs: 200,

  // countdown and count-up units switch at these elapsed/remaining seconds
  timerMinutesFromSeconds: 60,
  timerHoursFromSeconds: 2 * 60 * 60,
  timerDaysFromSeconds: 72 * 60 * 60,
  timerShortUnderPx: 160,
  timerShortestUnderPx: 115,
  countUpSteps: 40,
  countUpStepMs: 20,

  desktopBreakpointPx: 760,
  mobileLightboxMaxWidthPx: 960,
  mobileLightboxCapAbovePx: 600,
  eventMapZoom: 18,
  trustedMinPoints: 200,

  heartsMax: 10,
  heartsEveryTicks: 20,
  heartWidthPx: [15, 30],
  heartOpacity: [0.5, 1],
  heartRotationDeg: [-45, 45],

  imageLandscapeRatio: 1.2,
  starRatingMin: 1,
  starRatingMax: 5,
  numberDecimals: 2,
  emojiCommentMaxChars: 8,
  shareWindowWidthPx: 575,
  shareWindowHeightPx: 400,
} as const

export interface CookieSpec {
  name: string
  // null for a session cookie
  days: number | null
}

const YEAR = 365
const HALF_DAY = 0.5

// names of spec part 3; everything lasts a year except the pro notice (half a day)
export const COOKIES = {
  signupRevealed: { name: 'signup_revealed', days: YEAR },
  signupHidden: { name: 'signup_hidden', days: YEAR },
  competitionRevealed: { name: 'competition_revealed', days: YEAR },
  competitionHidden: { name: 'competition_hidden', days: YEAR },
  appNoticeRevealed: { name: 'app_notice_revealed', days: YEAR },
  appNoticeHidden: { name: 'app_notice_hidden', days: YEAR },
  emailsNoticeRevealed: { name: 'emails_notice_revealed', days: YEAR },
  emailsNoticeHidden: { name: 'emails_notice_hidden', days: YEAR },
  proNoticeRevealed: { name: 'pro_notice_revealed', days: HALF_DAY },
  proNoticeHidden: { name: 'pro_notice_hidden', days: HALF_DAY },
  surveyHidden: { name: 'survey_hidden', days: YEAR },
  cookiePromptSeen: { name: 'cookie_prompt_seen', days: YEAR },
  cookieOptIn: { name: 'cookie_opt_in', days: YEAR },
  appBannerHidden: { name: 'app_banner_hidden', days: YEAR },
  locale: { name: 'locale', days: YEAR },
  // a prefix: each carousel stores its position in `carousel_pos_<key>` for the session
  carouselPosition: { name: 'carousel_pos_', days: null },
} as const satisfies Record<string, CookieSpec>
