import { describe, expect, it } from 'vitest';
import { isFinalRefusal } from './error-message.ts';

describe('isFinalRefusal', () => {
  it('is true for a 4xx the server will answer the same way again', () => {
    for (const status of [400, 403, 404, 410, 422]) expect(isFinalRefusal({ status }), String(status)).toBe(true);
  });

  it('is false where trying again can help: no reply, a time-out, too many requests, a server error', () => {
    for (const error of [new Error('offline'), { status: 408 }, { status: 429 }, { status: 500 }, { status: 503 }, null, undefined]) {
      expect(isFinalRefusal(error), JSON.stringify(error)).toBe(false);
    }
  });
});
