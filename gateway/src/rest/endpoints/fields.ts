import { z } from 'zod'

// legacy clients send ids as numbers or as digit strings (form posts, query strings)
export const id = () =>
  z.union([
    z.number().int().nonnegative(),
    z.string().regex(/^\d+$/, 'must be a whole number').transform(Number),
  ])

export const flag = () =>
  z
    .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false', 'yes', 'no'])])
    .transform((v) => v === true || v === 1 || v === '1' || v === 'true' || v === 'yes')

export const text = (max = 2000) => z.string().max(max, `must be at most ${max} characters`)
