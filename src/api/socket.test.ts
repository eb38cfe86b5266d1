import { EventEmitter } from 'node:events';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Socket } from 'socket.io-client';
import { connectRealtime, type CreateSocket } from './socket.ts';

afterEach(() => vi.restoreAllMocks());

/** The parts of a socket.io-client Socket the wrapper uses, driven by the test. */
class FakeSocket extends EventEmitter {
  readonly io = new EventEmitter();
  readonly sent: Array<[string, unknown]> = [];
  disconnected = false;

  override emit(event: string, ...args: unknown[]): boolean {
    this.sent.push([event, args[0]]);
    return true;
  }
  /** What the server sends. */
  receive(event: string, payload: unknown): void {
    super.emit(event, payload);
  }
  disconnect(): this {
    this.disconnected = true;
    return this;
  }
}

function connect(options: Partial<Parameters<typeof connectRealtime>[0]> = {}) {
  const socket = new FakeSocket();
  const createSocket = vi.fn<CreateSocket>(() => socket as unknown as Socket);
  const connection = connectRealtime({ token: 'token-1', ...options }, createSocket);
  return { socket, createSocket, connection };
}

describe('connectRealtime', () => {
  it('opens a websocket-only link authenticated with the token', () => {
    const { createSocket } = connect({ url: 'https://rt.example.com' });
    expect(createSocket).toHaveBeenCalledWith('https://rt.example.com', {
      transports: ['websocket'],
      auth: { token: 'token-1' },
    });
  });

  it('uses the page origin when no URL is given', () => {
    const { createSocket } = connect({ url: '' });
    expect(createSocket.mock.calls[0]?.[0]).toBeUndefined();
  });

  it('emits subscribe and leave with channel and key', () => {
    const { socket, connection } = connect();
    connection.subscribe('depositRequest', 'u1');
    connection.leave('logout', 'u1');
    expect(socket.sent).toEqual([
      ['subscribe', { channel: 'depositRequest', key: 'u1' }],
      ['leave', { channel: 'logout', key: 'u1' }],
    ]);
  });

  it('reports connect, disconnect and reconnect', () => {
    const onConnect = vi.fn();
    const onDisconnect = vi.fn();
    const onReconnect = vi.fn();
    const { socket } = connect({ onConnect, onDisconnect, onReconnect });
    socket.receive('connect', undefined);
    socket.receive('disconnect', 'transport close');
    socket.io.emit('reconnect', 2);
    expect(onConnect).toHaveBeenCalledOnce();
    expect(onDisconnect).toHaveBeenCalledWith('transport close');
    expect(onReconnect).toHaveBeenCalledWith(2);
  });

  it('hands server events over parsed, and stops when told', () => {
    const { socket, connection } = connect();
    const handler = vi.fn();
    const stop = connection.on('DepositRequest', handler);
    socket.receive('DepositRequest', { type: 'myId', notify_type: 1, transaction_id: 42, status: 'approve_completed' });
    stop();
    socket.receive('DepositRequest', { type: 'myId', notify_type: 1 });
    expect(handler).toHaveBeenCalledOnce();
    expect(handler).toHaveBeenCalledWith({
      type: 'myId',
      notify_type: 1,
      transaction_id: '42',
      status: 'approve_completed',
    });
  });

  it('delivers logout and banned whatever their payload', () => {
    const { socket, connection } = connect();
    const onLogout = vi.fn();
    const onBanned = vi.fn();
    connection.on('logout', onLogout);
    connection.on('banned', onBanned);
    socket.receive('logout', undefined);
    socket.receive('banned', { reason: 'fraud' });
    expect(onLogout).toHaveBeenCalledWith({});
    expect(onBanned).toHaveBeenCalledWith({ reason: 'fraud' });
  });

  it('drops an event that does not match its schema, logging it for developers', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { socket, connection } = connect();
    const handler = vi.fn();
    connection.on('DepositRequest', handler);
    socket.receive('DepositRequest', { type: 'myId', notify_type: 1, amount: 'lots' });
    expect(handler).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledOnce();
  });

  it('closes the link', () => {
    const { socket, connection } = connect();
    connection.close();
    expect(socket.disconnected).toBe(true);
  });
});
