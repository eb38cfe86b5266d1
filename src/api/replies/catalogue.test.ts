import { describe, expect, it } from 'vitest';
import { accountReplies } from './account.ts';
import { replySchemaOf } from './catalogue.ts';
import { envelopeSchema } from './parts.ts';
import { startReplies } from './start.ts';
import { walletReplies } from './wallet.ts';

describe('the reply catalogue', () => {
  it("gives each call its own area's schema, loading the area when it is not the start's", async () => {
    for (const replies of [startReplies, walletReplies, accountReplies]) {
      for (const [name, schema] of Object.entries(replies)) {
        expect(await replySchemaOf(name as keyof typeof replies), name).toBe(schema);
      }
    }
  });

  it('gives a call without a schema the bare success envelope', async () => {
    expect(await replySchemaOf('favouriteList')).toBe(envelopeSchema);
  });

  it('keeps the start area to the replies Home reads before its first paint', () => {
    expect(Object.keys(startReplies).sort()).toEqual(
      ['authRefresh', 'demoLogin', 'login', 'loginWithOtp', 'registration', 'siteSettings', 'siteVersion', 'userInfo', 'walletBalance'],
    );
  });
});
