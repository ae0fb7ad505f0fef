import { serviceError } from '@showroom/platform'
import type { GraphQLError } from 'graphql'
import { TOO_SMALL_MESSAGE } from './upload-limits.ts'

// stable codes: clients branch on these, so never rename one
export const MediaErrorCode = {
  notSignedIn: 'MEDIA_ERR_NOT_SIGNED_IN',
  invalidUpload: 'MEDIA_ERR_INVALID_UPLOAD',
  badRange: 'MEDIA_ERR_BAD_RANGE',
  totalMismatch: 'MEDIA_ERR_TOTAL_MISMATCH',
  sliceOverlap: 'MEDIA_ERR_SLICE_OVERLAP',
  sliceTooLarge: 'MEDIA_ERR_SLICE_TOO_LARGE',
  uploadBusy: 'MEDIA_ERR_UPLOAD_BUSY',
  tooLarge: 'MEDIA_ERR_TOO_LARGE',
  tooManyPixels: 'MEDIA_ERR_TOO_MANY_PIXELS',
  wrongType: 'MEDIA_ERR_WRONG_TYPE',
  // the legacy client shows its own text for exactly this code (spec part 8)
  tooSmall: 'too_small',
  notFound: 'MEDIA_ERR_NOT_FOUND',
  notOwner: 'MEDIA_ERR_NOT_OWNER',
  alreadyRegistered: 'MEDIA_ERR_ALREADY_REGISTERED',
  invalidSource: 'MEDIA_ERR_INVALID_SOURCE',
} as const

export const mediaErrors = {
  notSignedIn: () =>
    serviceError(MediaErrorCode.notSignedIn, 'Please log in or sign up to upload photos and videos.', {
      http: 401,
    }),
  invalidUpload: (message: string, field?: string) =>
    serviceError(MediaErrorCode.invalidUpload, message, { http: 400, field }),
  badRange: (message: string) => serviceError(MediaErrorCode.badRange, message, { http: 400 }),
  totalMismatch: (declared: number, earlier: number) =>
    serviceError(
      MediaErrorCode.totalMismatch,
      `This slice says the file is ${declared} bytes, but earlier slices of the same upload said ${earlier}.`,
      { http: 400 },
    ),
  sliceOverlap: (start: number, end: number, otherStart: number, otherEnd: number) =>
    serviceError(
      MediaErrorCode.sliceOverlap,
      `The slice bytes ${start}-${end} overlap bytes ${otherStart}-${otherEnd} sent earlier.`,
      { http: 400 },
    ),
  sliceTooLarge: (limit: number) =>
    serviceError(
      MediaErrorCode.sliceTooLarge,
      `Send files in slices of at most ${limit} bytes, each with a Content-Range header.`,
      { http: 413 },
    ),
  uploadBusy: () =>
    serviceError(MediaErrorCode.uploadBusy, 'This upload is already complete and being processed.', {
      http: 409,
    }),
  tooLarge: (message: string) => serviceError(MediaErrorCode.tooLarge, message, { http: 413 }),
  tooManyPixels: (message: string) => serviceError(MediaErrorCode.tooManyPixels, message, { http: 413 }),
  wrongType: (message: string) => serviceError(MediaErrorCode.wrongType, message, { http: 415 }),
  tooSmall: () => serviceError(MediaErrorCode.tooSmall, TOO_SMALL_MESSAGE, { http: 400 }),
  notFound: () =>
    serviceError(MediaErrorCode.notFound, 'We could not find that upload. Please upload the file again.', {
      http: 404,
      field: 'publicId',
    }),
  notOwner: () =>
    serviceError(MediaErrorCode.notOwner, 'You can only attach photos and videos you uploaded yourself.', {
      http: 403,
      field: 'publicId',
    }),
  alreadyRegistered: () =>
    serviceError(MediaErrorCode.alreadyRegistered, 'This upload is already attached to another post.', {
      http: 409,
      field: 'publicId',
    }),
  invalidSource: (message: string, field: string) =>
    serviceError(MediaErrorCode.invalidSource, message, { http: 400, field }),
} satisfies Record<string, (...args: never[]) => GraphQLError>
