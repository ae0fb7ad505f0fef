// What the language switch shows for Chinese on every page. styles/fonts.css declares a face
// ("Showroom Language Label") with one file per character, cut from Noto Sans SC by
// scripts/fonts/language-label-font.ts; the switch's Chinese option draws with it before the Chinese
// face, so an English page does not fetch two of that face's slices for two characters.
export const ZH_SHORT_LABEL = '中文'
export const LANGUAGE_LABEL_GLYPHS: readonly string[] = [...new Set(ZH_SHORT_LABEL)]
