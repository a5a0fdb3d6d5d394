/** Error codes shared by the server's error handler and the client. */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UPSTREAM: 502,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Every API error answers this JSON shape (exports answer `{error}` instead, per the spec). */
export interface ErrorBody {
  message: string;
  code?: ErrorCode;
  issues?: { path: string; message: string }[];
  requestId?: string;
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: Record<string, unknown> | undefined;
  constructor(code: ErrorCode, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const MESSAGES = {
  unauthorized: 'Unauthorized',
  forbidden: 'You must be an administrator to access this page.',
  notFound: 'Not found',
  tooLarge: 'Request body too large (limit 1 MB)',
  headersTooLarge: 'Request headers too large (the address or the cookies are too long)',
  malformedRequest: 'Malformed HTTP request',
  internal: 'Something went wrong on our side. Please try again.',
  badJson: 'Request body must be valid JSON',
  nulCharacter: 'Text must not contain the NUL character (\\u0000)',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
} as const;
