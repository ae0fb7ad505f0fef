// spec part 5 "Email check: text, @, text, dot, text", plus what a mail server accepts
const SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
// RFC 5321: a path holds at most 254 characters
const MAX_LENGTH = 254
// control characters, including CR and LF that could add mail headers
const hasControl = (text: string) => [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)

// the stored form (domain parts compare without case, and so does almost every mailbox), or null
export function normaliseEmail(input: unknown): string | null {
  if (typeof input !== 'string') return null
  const email = input.trim()
  if (email.length > MAX_LENGTH || hasControl(email) || !SHAPE.test(email)) return null
  return email.toLowerCase()
}
