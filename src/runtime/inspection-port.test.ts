import { describe, expect, it, vi } from 'vitest';
import type { InspectionEvent } from 'xstate';
import { createInspectionPort } from './inspection-port.ts';
import { isDevelopmentServer } from './inspector-allowed.ts';
import * as inspector from './inspector.ts';

const actorEvent = { type: '@xstate.actor', actorRef: { sessionId: 'x:0', id: 'x', system: { getAll: () => ({}) } } } as unknown as InspectionEvent;

describe('the inspection port', () => {
  it("never loads the inspector's code for a bettor, and records nothing", async () => {
    const load = vi.fn(async () => inspector);
    const port = createInspectionPort(false, load);
    await port.allowFor({ isStaff: false });
    await port.allowFor(null);
    port.inspect(actorEvent);
    expect(load).not.toHaveBeenCalled();
    expect(port.log()).toBeUndefined();
  });

  it('loads the log for a staff user, records while they are signed in, and stops at sign-out', async () => {
    const port = createInspectionPort(false, async () => inspector);
    const listener = vi.fn();
    port.subscribe(listener);
    await port.allowFor({ isStaff: true });
    expect(listener).toHaveBeenCalled();
    expect(port.log()?.recording()).toBe(true);
    port.inspect(actorEvent);
    await Promise.resolve();
    expect(port.log()?.actors()).toHaveLength(1);
    await port.allowFor(null);
    expect(port.log()?.recording()).toBe(false);
  });

  it('records from the start in development, and tries again when the chunk failed to load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(inspector);
    const port = createInspectionPort(true, load);
    await port.allowFor(null);
    expect(port.log()).toBeUndefined();
    await port.allowFor(null);
    expect(port.log()?.recording()).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("an inspector window's hello", () => {
  const helloChannel = (development: boolean) => {
    let hello: (() => void) | undefined;
    const isDevelopmentServer = vi.fn(async () => development);
    return { companion: { listen: (onHello: () => void) => (hello = onHello), isDevelopmentServer }, sayHello: () => hello?.(), isDevelopmentServer };
  };

  it('starts recording a signed-in bettor page when the server runs in development, asking the server once', async () => {
    const { companion, sayHello, isDevelopmentServer } = helloChannel(true);
    const port = createInspectionPort(false, async () => inspector, companion);
    await port.allowFor({ isStaff: false });
    expect(port.log()).toBeUndefined();
    sayHello();
    sayHello();
    await vi.waitFor(() => expect(port.log()?.recording()).toBe(true));
    expect(isDevelopmentServer).toHaveBeenCalledTimes(1);
    // A later user change does not turn it off: it is development.
    await port.allowFor(null);
    expect(port.log()?.recording()).toBe(true);
  });

  it('loads nothing for a bettor when the server is in production', async () => {
    const { companion, sayHello } = helloChannel(false);
    const load = vi.fn(async () => inspector);
    const port = createInspectionPort(false, load, companion);
    await port.allowFor({ isStaff: false });
    sayHello();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(load).not.toHaveBeenCalled();
    expect(port.log()).toBeUndefined();
  });
});

describe('the development probe', () => {
  it('is development when /dev/otp exists (any answer but 404), else not', async () => {
    expect(await isDevelopmentServer(async () => ({ status: 422 }))).toBe(true);
    expect(await isDevelopmentServer(async () => ({ status: 404 }))).toBe(false);
    expect(await isDevelopmentServer(async () => Promise.reject(new Error('offline')))).toBe(false);
  });
});
