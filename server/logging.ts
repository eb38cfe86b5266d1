// The request log without secrets (design §8): the `?auth=` token of a link, tokens,
// OTPs, passwords and signatures never reach it. Fastify logs each request's URL (its `req`
// serializer) and, for an unknown route, the URL in the message text: both pass through
// redactUrl. Headers are not logged; if a caller logs an object with such fields, pino's `redact`
// blanks them. The development-only OTP outbox (server/otp/dev-outbox.ts) logs codes on purpose,
// under its own `otp` field: in production it does not exist.
import type { FastifyRequest, FastifyServerOptions } from 'fastify';

type PinoLoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** Where log lines go: anything with write(line). */
export interface LogStream {
  write(line: string): void;
}

export const REDACTED = '[REDACTED]';

/** Query parameters whose values are secrets (matched on the whole name, case-insensitive). */
const SECRET_PARAMETER = /^(auth|token|access_token|refresh_token|id_token|otp|code|password|pass|pwd|secret|signature|sig|key|api_key|apikey)$/i;
// `name=value` pairs after `?` or `&` in any text (a URL alone, or a message quoting one).
const QUERY_PAIR = /([?&;])([^=&#\s?]+)=([^&#\s]*)/g;

/** The URL (or a text quoting URLs) with the values of secret query parameters replaced. */
export function redactUrl(text: string): string {
  return text.replace(QUERY_PAIR, (pair, separator: string, name: string) => {
    let decoded = name;
    try {
      decoded = decodeURIComponent(name);
    } catch {
      // A malformed escape: judge the name as written.
    }
    return SECRET_PARAMETER.test(decoded.trim()) ? `${separator}${name}=${REDACTED}` : pair;
  });
}

const SECRET_FIELDS = ['password', 'confirmPassword', 'oldPassword', 'withdrawPassword', 'transaction_password', 'token', 'authorization', 'cookie'];

export interface LogSettings {
  /** Where lines go (tests pass a stream to read them); standard output by default. */
  stream?: LogStream;
  level?: string;
}

/** Fastify's `logger` option: pino with the redacting serializers. */
export function loggerOptions(settings: LogSettings = {}): PinoLoggerOptions {
  return {
    level: settings.level ?? 'info',
    ...(settings.stream && { stream: settings.stream }),
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    redact: {
      paths: [...SECRET_FIELDS, ...SECRET_FIELDS.map((field) => `*.${field}`), 'req.headers.authorization', 'req.headers.cookie'],
      censor: REDACTED,
    },
    hooks: {
      // Message texts (e.g. Fastify's "Route GET:/x?auth=… not found") are redacted too.
      logMethod(args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? redactUrl(arg) : arg)));
      },
    },
  };
}
