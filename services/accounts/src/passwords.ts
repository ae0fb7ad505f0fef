import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto'

const KEY_LENGTH = 32
const SALT_LENGTH = 16
const BLOCK_SIZE = 8
const PARALLELISM = 1

export interface PasswordHasher {
  hash(password: string): Promise<string>
  verify(password: string, stored: string): Promise<boolean>
  // verify against a throwaway hash: an unknown email then costs the same as a wrong password
  burn(password: string): Promise<void>
}

// cost is log2 of scrypt's N: 17 in production (about 128 MB and a few hundred ms), 10 in tests
export function createPasswordHasher(cost: number): PasswordHasher {
  if (!Number.isInteger(cost) || cost < 4 || cost > 20)
    throw new RangeError(`scrypt cost must be 4..20, got ${cost}`)
  const params = { N: 2 ** cost, r: BLOCK_SIZE, p: PARALLELISM }
  let decoy: Promise<string> | undefined

  const hasher: PasswordHasher = {
    async hash(password) {
      const salt = randomBytes(SALT_LENGTH)
      const key = await derive(password, salt, params, KEY_LENGTH)
      return [
        'scrypt',
        params.N,
        params.r,
        params.p,
        salt.toString('base64url'),
        key.toString('base64url'),
      ].join('$')
    },
    verify: verifyPassword,
    async burn(password) {
      decoy ??= hasher.hash(randomBytes(12).toString('base64url'))
      await verifyPassword(password, await decoy)
    },
  }
  return hasher
}

// the stored string names its own parameters, so raising the cost later keeps old hashes working
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseStoredHash(stored)
  if (!parsed) return false
  const key = await derive(password, parsed.salt, parsed, parsed.hash.length)
  return timingSafeEqual(key, parsed.hash)
}

interface ParsedHash {
  N: number
  r: number
  p: number
  salt: Buffer
  hash: Buffer
}

export function parseStoredHash(stored: string): ParsedHash | null {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number]
  const salt = Buffer.from(parts[4]!, 'base64url')
  const hash = Buffer.from(parts[5]!, 'base64url')
  const powerOfTwo = Number.isInteger(N) && N > 1 && (N & (N - 1)) === 0
  if (!powerOfTwo || !Number.isInteger(r) || r < 1 || !Number.isInteger(p) || p < 1) return null
  if (salt.length === 0 || hash.length === 0) return null
  return { N, r, p, salt, hash }
}

function derive(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
  length: number,
): Promise<Buffer> {
  // node refuses more than 32 MB by default; N=2^17, r=8 needs 128 MB
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r * params.p + 1024 * 1024 }
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}
