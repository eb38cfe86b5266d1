import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../db/database.ts';
import { createDevOtpOutbox } from './dev-outbox.ts';
import { registerDevOtpRoute } from './dev-routes.ts';

const quietLog = Fastify().log;

describe('development OTP outbox', () => {
  it('keeps the newest OTP per mobile, by purpose and site', () => {
    const outbox = createDevOtpOutbox(quietLog);
    outbox.deliver({ siteId: 1, mobile: '9876543210', purpose: 'registration', code: '111111' });
    outbox.deliver({ siteId: 1, mobile: '9876543210', purpose: 'forgot-password', code: '222222' });
    outbox.deliver({ siteId: 2, mobile: '9876543210', purpose: 'registration', code: '333333' });
    expect(outbox.latest({ mobile: '9876543210' })?.code).toBe('333333');
    expect(outbox.latest({ mobile: '9876543210', purpose: 'forgot-password' })?.code).toBe('222222');
    expect(outbox.latest({ mobile: '9876543210', purpose: 'registration', siteId: 1 })?.code).toBe('111111');
    expect(outbox.latest({ mobile: '9000000000' })).toBeUndefined();
  });

  it('serves the newest OTP at GET /dev/otp', async () => {
    const outbox = createDevOtpOutbox(quietLog);
    const app = Fastify();
    registerDevOtpRoute(app, outbox, {} as Queryable);
    outbox.deliver({ siteId: 1, mobile: '9876543210', purpose: 'registration', code: '123456' });
    const response = await app.inject({ url: '/dev/otp?mobile=9876543210&purpose=registration' });
    expect(response.json()).toMatchObject({ status: 200, success: true, data: { mobile: '9876543210', otp: '123456' } });
  });
});
