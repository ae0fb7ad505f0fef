import { argon2, randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'

const KEY_LENGTH = 32
const SALT_LENGTH = 16
// OWASP's first choice for argon2id at the default cost of 17 (ADR 0012)
const ARGON2_MEMORY_KIB = 19 * 1024
const ARGON2_PASSES = 2
const ARGON2_PARALLELISM = 1
export const DEFAULT_HASH_COST = 17

export type PasswordScheme = 'argon2id' | 'scrypt'

export interface PasswordHasher {
  hash(password: string): Promise<string>
  verify(password: string, stored: string): Promise<boolean>
  // verify against a throwaway hash: an unknown email then costs the same as a wrong password
  burn(password: string): Promise<void>
  // a stored hash made with another scheme or weaker parameters is replaced on the next login
  needsRehash(stored: string): boolean
  // throws when no hashing turn is free, so a login is refused before its database work
  admit(): void
}

// cost is a log2 work factor: 17 in production, 10 in tests. For argon2id each step below 17 halves
// the memory (19 MiB at 17); for scrypt, the former scheme kept for comparison, it is log2 of N.
export function createPasswordHasher(cost: number, scheme: PasswordScheme = 'argon2id'): PasswordHasher {
  if (!Number.isInteger(cost) || cost < 4 || cost > 20)
    throw new RangeError(`password hash cost must be 4..20, got ${cost}`)
  const params: ParsedParams =
    scheme === 'argon2id'
      ? {
          scheme,
          memory: Math.max(
            8 * ARGON2_PARALLELISM,
            Math.round(ARGON2_MEMORY_KIB * 2 ** (cost - DEFAULT_HASH_COST)),
          ),
          passes: ARGON2_PASSES,
          parallelism: ARGON2_PARALLELISM,
        }
      : { scheme, N: 2 ** cost, r: 8, p: 1 }
  let decoy: Promise<string> | undefined

  const hasher: PasswordHasher = {
    async hash(password) {
      const salt = randomBytes(SALT_LENGTH)
      const key = await derive(password, salt, params, KEY_LENGTH)
      return [scheme, ...numbersOf(params), salt.toString('base64url'), key.toString('base64url')].join('$')
    },
    verify: verifyPassword,
    async burn(password) {
      decoy ??= hasher.hash(randomBytes(12).toString('base64url'))
      await verifyPassword(password, await decoy)
    },
    needsRehash(stored) {
      const parsed = parseStoredHash(stored)
      if (!parsed || parsed.scheme !== params.scheme) return true
      return numbersOf(parsed).join('$') !== numbersOf(params).join('$')
    },
    admit() {},
  }
  return hasher
}

// the stored string names its own scheme and parameters, so a change of either keeps old hashes working
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStoredHash(stored)
  if (!parsed) return false
  const key = await derive(password, parsed.salt, parsed, parsed.hash.length)
  return timingSafeEqual(key, parsed.hash)
}

type ParsedParams =
  | { scheme: 'scrypt'; N: number; r: number; p: number }
  | { scheme: 'argon2id'; memory: number; passes: number; parallelism: number }

type ParsedHash = ParsedParams & { salt: Buffer; hash: Buffer }

function numbersOf(params: ParsedParams): number[] {
  return params.scheme === 'scrypt'
    ? [params.N, params.r, params.p]
    : [params.memory, params.passes, params.parallelism]
}

// scrypt$N$r$p$salt$hash or argon2id$memoryKiB$passes$parallelism$salt$hash; anything else is null
export function parseStoredHash(stored: string): ParsedHash | null {
  const parts = stored.split('$')
  if (parts.length !== 6) return null
  const [a, b, c] = parts.slice(1, 4).map(Number) as [number, number, number]
  const salt = Buffer.from(parts[4]!, 'base64url')
  const hash = Buffer.from(parts[5]!, 'base64url')
  if (salt.length === 0 || hash.length === 0) return null
  if (![a, b, c].every((n) => Number.isInteger(n) && n >= 1)) return null
  if (parts[0] === 'scrypt') {
    const powerOfTwo = a > 1 && (a & (a - 1)) === 0
    // a damaged string must not make one login allocate more than the highest cost does (1 GiB)
    if (!powerOfTwo || a * b > 2 ** 23 || c > 16) return null
    return { scheme: 'scrypt', N: a, r: b, p: c, salt, hash }
  }
  if (parts[0] === 'argon2id') {
    if (a < 8 * c || a > 256 * 1024 || b > 16 || c > 16 || salt.length < 8 || hash.length < 4) return null
    return { scheme: 'argon2id', memory: a, passes: b, parallelism: c, salt, hash }
  }
  return null
}

function derive(password: string, salt: Buffer, params: ParsedParams, length: number): Promise<Buffer> {
  const message = password.normalize('NFKC')
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, key: Buffer) => (error ? reject(error) : resolve(key))
    if (params.scheme === 'argon2id') {
      const { memory, passes, parallelism } = params
      argon2('argon2id', { message, nonce: salt, memory, passes, parallelism, tagLength: length }, done)
      return
    }
    // node refuses more than 32 MB by default; N=2^17, r=8 needs 128 MB
    const { N, r, p } = params
    const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r * p + 1024 * 1024 }
    scrypt(message, salt, length, options, done)
  })
}
