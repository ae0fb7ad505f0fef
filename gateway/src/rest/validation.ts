import type { ApiError } from '@showroom/contracts'
import type { z } from 'zod'
import { type BadText, describeTextProblem, pathText } from '../edge/text-input.ts'

// zod's issues, phrased for people: "username is required", "limit must be a number"
export function validationErrors(error: z.ZodError): ApiError[] {
  return error.issues.map((issue) => {
    const field = issue.path.map(String).join('.') || 'payload'
    const missing = issue.code === 'invalid_type' && /received undefined/.test(issue.message)
    const message = missing ? `${field} is required` : `${field} ${lowerFirst(issue.message)}`
    return { code: 'API_ERR_INVALID_INPUT', message, field }
  })
}

function lowerFirst(text: string): string {
  const cleaned = text.replace(/^Invalid input: /, '')
  return /^must /.test(cleaned)
    ? cleaned
    : `is invalid: ${cleaned.charAt(0).toLowerCase()}${cleaned.slice(1)}`
}

// a payload string the edge refuses (control characters, lone surrogates, oversize), named by its field
export function textInputError(bad: BadText): ApiError {
  const field = pathText(bad.path, 'payload')
  return { code: 'API_ERR_INVALID_INPUT', message: describeTextProblem(field, bad.problem), field }
}
