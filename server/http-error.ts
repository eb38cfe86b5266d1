// Every error leaves the server in the contract's ErrorReply shape (docs/decisions/001):
// { status, success: false, message, error?, errors?, detail? }.

export interface ErrorDetail {
  msg: string;
  loc?: string[];
}

export interface ErrorExtra {
  error?: string;
  errors?: string[];
  detail?: ErrorDetail[];
}

export interface ErrorReplyBody extends ErrorExtra {
  status: number;
  success: false;
  message: string;
}

/** Thrown by handlers (and the router) to answer with an error status in the contract's shape. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: ErrorExtra = {},
    /** Response headers to send with it (e.g. Retry-After on a 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toReply(): ErrorReplyBody {
    return { status: this.status, success: false, message: this.message, ...this.extra };
  }
}
