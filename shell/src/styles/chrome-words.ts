// The words the chrome draws on a visitor's page without being asked: the skip link, the header, the
// footer, the language switch and the notices that appear after 2 s. On a Chinese page the gateway's
// cut of the face holds the characters of the page's first view only (ADR 43), so these few words
// fetched whole slices of Noto Sans SC (180 KB on the city home) and laid the page out again as each
// arrived. scripts/fonts/chrome-words-font.ts cuts their characters into a face of their own,
// "Showroom Chrome Words" (styles/chrome-words.css), which the font stacks name before Noto Sans SC.
// Run it again when one of these messages changes (its test says so).
export const CHROME_WORDS_FAMILY = 'Showroom Chrome Words'

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
]
