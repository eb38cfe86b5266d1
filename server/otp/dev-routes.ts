// GET /dev/otp?mobile=…&purpose=…&domain=… — the newest OTP sent to a mobile, so tests and people
// can sign up without an SMS gateway. Registered only in development mode (docs/decisions/002).
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { HttpError } from '../http-error.ts';
import { resolveSite } from '../sites.ts';
import type { DevOtpOutbox } from './dev-outbox.ts';

export const NO_OTP_SENT = 'No OTP was sent to this mobile';

export function registerDevOtpRoute(app: FastifyInstance, outbox: DevOtpOutbox, db: Queryable): void {
  app.get('/dev/otp', async (request) => {
    const { mobile, purpose, domain } = request.query as Record<string, string | undefined>;
    if (!mobile) {
      throw new HttpError(422, 'Error 422', { detail: [{ msg: 'Mobile number is required.', loc: ['query', 'mobile'] }] });
    }
    const siteId = domain === undefined ? undefined : (await resolveSite(db, { domain })).id;
    const sent = outbox.latest({ mobile, purpose, siteId });
    if (!sent) throw new HttpError(404, NO_OTP_SENT);
    return {
      status: 200,
      success: true,
      data: { mobile: sent.mobile, purpose: sent.purpose, otp: sent.code, sent_at: sent.sentAt.toISOString() },
    };
  });
}
