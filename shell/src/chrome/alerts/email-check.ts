// spec part 5: text, @, text, dot, text (the server checks the address again)
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isPlausibleEmail(text: string): boolean {
  return EMAIL.test(text.trim())
}
