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

async function connect(options: Partial<Parameters<typeof connectRealtime>[0]> = {}) {
  const socket = new FakeSocket();
  const createSocket = vi.fn<CreateSocket>(() => socket as unknown as Socket);
  const connection = connectRealtime({ token: 'token-1', ...options }, createSocket);
  await connection.ready;
  return { socket, createSocket, connection };
}

describe('connectRealtime', () => {
  it('opens a websocket-only link authenticated with the token', async () => {
    const { createSocket } = await connect({ url: 'https://rt.example.com' });
    expect(createSocket).toHaveBeenCalledWith('https://rt.example.com', {
      transports: ['websocket'],
      auth: { token: 'token-1' },
    });
  });

  it('uses the page origin when no URL is given', async () => {
    const { createSocket } = await connect({ url: '' });
    expect(createSocket.mock.calls[0]?.[0]).toBeUndefined();
  });

  it('emits subscribe and leave with channel and key', async () => {
    const { socket, connection } = await connect();
    connection.subscribe('depositRequest', 'u1');
    connection.leave('logout', 'u1');
    expect(socket.sent).toEqual([
      ['subscribe', { channel: 'depositRequest', key: 'u1' }],
      ['leave', { channel: 'logout', key: 'u1' }],
    ]);
  });

  it('reports connect, disconnect and reconnect', async () => {
    const onConnect = vi.fn();
    const onDisconnect = vi.fn();
    const onReconnect = vi.fn();
    const { socket } = await connect({ onConnect, onDisconnect, onReconnect });
    socket.receive('connect', undefined);
    socket.receive('disconnect', 'transport close');
    socket.io.emit('reconnect', 2);
    expect(onConnect).toHaveBeenCalledOnce();
    expect(onDisconnect).toHaveBeenCalledWith('transport close');
    expect(onReconnect).toHaveBeenCalledWith(2);
  });

  it('hands server events over parsed, and stops when told', async () => {
    const { socket, connection } = await connect();
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

  it('delivers logout and banned whatever their payload', async () => {
    const { socket, connection } = await connect();
    const onLogout = vi.fn();
    const onBanned = vi.fn();
    connection.on('logout', onLogout);
    connection.on('banned', onBanned);
    socket.receive('logout', undefined);
    socket.receive('banned', { reason: 'fraud' });
    expect(onLogout).toHaveBeenCalledWith({});
    expect(onBanned).toHaveBeenCalledWith({ reason: 'fraud' });
  });

  it('drops an event that does not match its schema, logging it for developers', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { socket, connection } = await connect();
    const handler = vi.fn();
    connection.on('DepositRequest', handler);
    socket.receive('DepositRequest', { type: 'myId', notify_type: 1, amount: 'lots' });
    expect(handler).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledOnce();
  });

  it('closes the link', async () => {
    const { socket, connection } = await connect();
    connection.close();
    expect(socket.disconnected).toBe(true);
  });

  it('keeps what is asked before the socket client has loaded, in order, and hands it over once loaded', async () => {
    const socket = new FakeSocket();
    let finishLoading: (loaded: Socket) => void = () => {};
    const loading = new Promise<Socket>((resolve) => (finishLoading = resolve));
    const connection = connectRealtime({ token: 'token-1' }, () => loading);
    const handler = vi.fn();
    connection.on('logout', handler);
    const stopBanned = connection.on('banned', handler);
    connection.subscribe('depositRequest', 'u1');
    stopBanned();
    connection.close();
    finishLoading(socket as unknown as Socket);
    await connection.ready;
    socket.receive('logout', undefined);
    socket.receive('banned', undefined);
    expect(socket.sent).toEqual([['subscribe', { channel: 'depositRequest', key: 'u1' }]]);
    expect(handler).toHaveBeenCalledOnce();
    expect(socket.disconnected).toBe(true);
  });

  it('logs a socket client that could not be loaded, and does nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const connection = connectRealtime({ token: 'token-1' }, () => Promise.reject(new Error('chunk missing')));
    connection.subscribe('depositRequest', 'u1');
    await connection.ready;
    expect(error).toHaveBeenCalledOnce();
  });
});
