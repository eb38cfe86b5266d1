import { describe, expect, it, vi } from 'vitest';
import type { Api } from '../../api/call.ts';
import { PREFETCH_FRESH_MS, prefetchEventDetails } from './event-prefetch.ts';

/** An API whose every call answers with a reply naming what was asked. */
function recordingApi(answer: (eventId: string) => Promise<unknown> = (eventId) => Promise.resolve({ asked: eventId })) {
  const call = vi.fn((_name: string, options: { params: { event_id: string } }) => answer(options.params.event_id));
  return { api: { call } as unknown as Api, call };
}

describe('prefetchEventDetails', () => {
  it('asks for nothing when the page opens elsewhere', () => {
    const { api, call } = recordingApi();
    for (const path of ['/', '/sports/cricket/4', '/sports-event-detail', '/wallet-deposit']) {
      expect(prefetchEventDetails(api, path)('ck-1001')).toBeUndefined();
    }
    expect(call).not.toHaveBeenCalled();
  });

  it("asks for an event page's details at once and gives the reply to that event's screen, once", async () => {
    const { api, call } = recordingApi();
    const take = prefetchEventDetails(api, '/sports-event-detail/ck-1001/');
    expect(call).toHaveBeenCalledExactlyOnceWith('matchDetails', { params: { event_id: 'ck-1001' } });
    await expect(take('ck-1001')).resolves.toEqual({ asked: 'ck-1001' });
    expect(take('ck-1001')).toBeUndefined();
  });

  it("decodes the id as the router does, and never gives one event's details to another", () => {
    const { api, call } = recordingApi();
    const take = prefetchEventDetails(api, '/sports-event-detail/match%20one');
    expect(call).toHaveBeenCalledWith('matchDetails', { params: { event_id: 'match one' } });
    expect(take('ck-1002')).toBeUndefined();
    expect(take('match one')).toBeUndefined(); // taken once: the first screen asked for another event
  });

  it('gives nothing older than PREFETCH_FRESH_MS: prices move, the screen asks again', () => {
    const { api } = recordingApi();
    let now = 1_000;
    const take = prefetchEventDetails(api, '/sports-event-detail/ck-1001', () => now);
    now += PREFETCH_FRESH_MS + 1;
    expect(take('ck-1001')).toBeUndefined();
  });

  it('asks for nothing on a malformed address', () => {
    const { api, call } = recordingApi();
    expect(prefetchEventDetails(api, '/sports-event-detail/%E0%A4%A')('ck-1001')).toBeUndefined();
    expect(call).not.toHaveBeenCalled();
  });

  it('leaves a failed prefetch to the screen that takes it, and nothing unhandled when none does', async () => {
    const failure = new Error('Network Error');
    const { api } = recordingApi(() => Promise.reject(failure));
    const take = prefetchEventDetails(api, '/sports-event-detail/ck-1001');
    await expect(take('ck-1001')).rejects.toBe(failure);
    prefetchEventDetails(api, '/sports-event-detail/ck-1002'); // never taken: its rejection is handled
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
