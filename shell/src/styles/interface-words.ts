// The words a visitor's page draws from script in Chinese: the chrome's (the skip link, the header,
// the footer, the language switch, the notices that appear after 2 s) and the comments widget's on an
// event page. A Chinese page's own cut of the face holds the characters of its first view only
// (ADR 43), and the twenty-odd characters of these words it lacked fetched whole slices of Noto Sans
// SC (180 KB on the city home) and laid the page out again as each arrived.
// scripts/fonts/interface-words-font.ts cuts their characters into a face of their own, "Showroom
// Interface Words" (styles/interface-words.css), which the font stacks name before Noto Sans SC (ADR
// 45). Run it again when one of these messages changes (its test says so).
export const INTERFACE_WORDS_FAMILY = 'Showroom Interface Words'

// keys of the shell's own catalogue (chrome/shell-messages.ts)
export const SHELL_WORDS: readonly string[] = [
  'skipToContent',
  'homeLink',
  'tagline',
  'currentCity',
  'guestProfile',
  'profileMenu',
  'chats',
  'languageSwitch',
  'footer.cities',
  'footer.rights',
  'notices.signupAction',
  'notices.emailsAction',
  'notices.learnMore',
]

// keys of the shared catalogue (@showroom/i18n)
export const COMMON_WORDS: readonly string[] = [
  'chrome.menu',
  'chrome.city',
  'chrome.chooseCity',
  'chrome.search',
  'chrome.signUp',
  'language.en',
  'language.zh',
  'city.london',
  'city.newYork',
  'city.losAngeles',
  'city.hongKong',
  'cookies.notice',
  'cookies.accept',
  'cookies.decline',
  'notices.signup',
  'notices.emails',
  'notices.dismiss',
  'comments.title',
  'comments.placeholder',
  'comments.post',
  'comments.reply',
  'comments.like',
  'comments.likes',
  'comments.share',
]

// keys of the comments module's catalogue (mfe-comments/src/messages.ts): a thread as a visitor sees it
export const COMMENTS_WORDS: readonly string[] = [
  'thread.title',
  'thread.empty',
  'thread.loadOlder',
  'thread.featured',
  'thread.replies_other',
  'thread.likeCount_other',
  'thread.showLikes',
  'thread.media',
  'thread.by',
  'composer.label',
  'composer.replyPlaceholder',
  'composer.addMedia',
  'composer.signInToPost',
]
