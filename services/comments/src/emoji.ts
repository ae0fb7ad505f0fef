const EMOJI_ONLY = /^(?:\p{Extended_Pictographic}|\p{Emoji_Component}|\p{Emoji_Modifier}|\u200d|\ufe0f|\s)+$/u
const DIGITS_AND_SIGNS = /[0-9#*]/

// spec part 5: under 8 characters made only of emoji gets the emoji style
export function isEmojiOnly(text: string): boolean {
  const trimmed = text.trim()
  if (trimmed === '' || [...trimmed].length >= 8) return false
  // digits, # and * count as emoji components but alone they are plain text
  if (DIGITS_AND_SIGNS.test(trimmed)) return false
  return EMOJI_ONLY.test(trimmed)
}
