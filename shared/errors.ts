/**
 * Every error code the API returns, its HTTP status and the catalog key of its message.
 * Services throw `AppError(code, params)`; one handler turns it into `{ code, message, issues? }`
 * in the request's language. Add codes here, with messages in both `errors.json` catalogs.
 */
export const errorCodes = {
  VALIDATION_FAILED: { status: 400, message: 'errors.validationFailed' },
  BAD_LANGUAGE: { status: 404, message: 'errors.badLanguage' },
  CITY_NOT_FOUND: { status: 404, message: 'errors.cityNotFound' },
  NOT_FOUND: { status: 404, message: 'errors.notFound' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'errors.payloadTooLarge' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'errors.unsupportedMediaType' },
  RATE_LIMITED: { status: 429, message: 'errors.rateLimited' },
  UNAUTHORIZED: { status: 401, message: 'errors.unauthorized' },
  FORBIDDEN: { status: 403, message: 'errors.forbidden' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'errors.serviceUnavailable' },
  EMAIL_TAKEN: { status: 409, message: 'errors.emailTaken' },
  EMAIL_NOT_REGISTERED: { status: 404, message: 'errors.emailNotRegistered' },
  WRONG_PASSWORD: { status: 400, message: 'errors.wrongPassword' },
  OTP_INVALID: { status: 400, message: 'errors.otpInvalid' },
  EMAIL_NOT_VERIFIED: { status: 403, message: 'errors.emailNotVerified' },
  MAIL_UNAVAILABLE: { status: 503, message: 'errors.mailUnavailable' },
  LISTING_NOT_FOUND: { status: 404, message: 'errors.listingNotFound' },
  /** The same author posted the same title at the same price within 48 hours. */
  LISTING_DUPLICATE: { status: 409, message: 'errors.listingDuplicate' },
  /** The action does not apply to the post's status (renewing a published post, selling a pending one…). */
  LISTING_STATUS_CONFLICT: { status: 409, message: 'errors.listingStatusConflict' },
  /** A report of the reporter's own post. */
  LISTING_REPORT_OWN: { status: 403, message: 'errors.listingReportOwn' },
  /** A message through the contact relay to the sender's own post. */
  LISTING_CONTACT_OWN: { status: 403, message: 'errors.listingContactOwn' },
  /** An upload request without a file. */
  PHOTO_MISSING: { status: 400, message: 'errors.photoMissing' },
  /** Over the byte limit (photoLimits.maxBytes), stopped while streaming. */
  PHOTO_TOO_LARGE: { status: 413, message: 'errors.photoTooLarge' },
  /** Over the pixel limit (photoLimits.maxPixels), read from the header before decoding. */
  PHOTO_TOO_MANY_PIXELS: { status: 413, message: 'errors.photoTooManyPixels' },
  /** The bytes are not JPEG, PNG, WebP or AVIF (SVG, HTML, PDF, HEIC…), whatever the name says. */
  PHOTO_TYPE_UNSUPPORTED: { status: 415, message: 'errors.photoTypeUnsupported' },
  /** An image that also carries HTML or script (a polyglot file). */
  PHOTO_MARKUP_INSIDE: { status: 415, message: 'errors.photoMarkupInside' },
  /** An image that cannot be decoded whole (truncated or damaged). */
  PHOTO_UNREADABLE: { status: 422, message: 'errors.photoUnreadable' },
  /** A photo id that is not the caller's, or is used by another post. */
  PHOTO_NOT_OWNED: { status: 403, message: 'errors.photoNotOwned' },
  INTERNAL: { status: 500, message: 'errors.internal' },
  /** Text PostgreSQL refuses (NUL, bytes outside UTF-8) that slipped past a field's schema. */
  INVALID_CHARACTERS: { status: 400, message: 'errors.invalidCharacters' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCodes;

export interface FieldIssue {
  path: string;
  /** A catalog key, e.g. `validation.emailInvalid`. */
  code: string;
  message?: string;
}

/**
 * The catalog key of a field issue: shared schemas write their messages as catalog keys
 * (`validation.titleRequired`); any other message (zod's own English) becomes the generic one.
 */
export function issueKey(message: string | undefined): string {
  return message && /^[a-z]+\.[\w.]+$/.test(message) ? message : 'validation.invalid';
}

export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    public readonly params: Record<string, string | number> = {},
    public readonly issues: FieldIssue[] = [],
  ) {
    super(code);
    this.name = 'AppError';
  }
}

/**
 * True for an AppError (optionally with this code) from ANY copy of this module. The web build
 * bundles its own copy of this file, so `instanceof AppError` in web code never matches errors the
 * services throw (they come from the server bundle's class): check the shape instead.
 */
export function isAppError<C extends ErrorCode>(error: unknown, code?: C): error is AppError & { code: C } {
  if (!(error instanceof Error) || error.name !== 'AppError') return false;
  const found = (error as { code?: unknown }).code;
  if (typeof found !== 'string' || !Object.hasOwn(errorCodes, found)) return false;
  return code === undefined || found === code;
}
