// A push subscription's endpoint is an address a user supplied, and the server connects to it when
// it notifies (design §8, docs/decisions/033). It is accepted only as `https://` on the
// default port of a public host: the name is resolved (every address) and refused when any
// address is loopback, private, link-local, unique-local, shared, reserved or multicast, IPv4-mapped
// and NAT64 IPv6 forms included. Checked when the browser subscribes and again before each send; the
// sending agent's own lookup refuses the same ranges, so a name that changes its answer between the
// check and the connection (DNS rebinding) is refused too.
import { lookup as systemLookup, type LookupAddress } from 'node:dns';
import { Agent } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';

export class PushEndpointError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PushEndpointError';
  }
}

/** Resolves a host name to all its addresses (dns.lookup with `all: true`). */
export type ResolveAll = (hostname: string) => Promise<LookupAddress[]>;

export const resolveAllAddresses: ResolveAll = (hostname) =>
  new Promise((resolve, reject) => {
    systemLookup(hostname, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses)));
  });

/** Names that never mean a public host, whatever a resolver says. */
const LOCAL_NAMES = /(?:^|\.)(?:localhost|local|internal|intranet|lan|home\.arpa|localdomain|invalid|test|example)$/i;

/** IPv4 ranges that are not the public internet (RFC 6890 and friends). */
const IPV4_BLOCKED: Array<[string, number]> = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // private
  ['100.64.0.0', 10], // shared address space (carrier-grade NAT)
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local (cloud metadata services live here)
  ['172.16.0.0', 12], // private
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // documentation
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // private
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // documentation
  ['203.0.113.0', 24], // documentation
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, and the broadcast address
];

/** IPv6 ranges that are not the public internet. IPv4-mapped and NAT64 forms are checked as IPv4. */
const IPV6_BLOCKED: Array<[string, number]> = [
  ['::', 96], // unspecified, loopback, IPv4-compatible
  ['100::', 64], // discard
  ['2001::', 32], // Teredo
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (embeds an IPv4 address)
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];

function ipv4ToBigInt(address: string): bigint {
  return address.split('.').reduce((value, part) => (value << 8n) | BigInt(Number(part)), 0n);
}

/** The 128-bit value of an IPv6 address (with `::`, and a dotted IPv4 tail). */
function ipv6ToBigInt(address: string): bigint {
  let text = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  const dotted = /(\d+\.\d+\.\d+\.\d+)$/.exec(text);
  if (dotted) {
    const v4 = ipv4ToBigInt(dotted[1]!);
    text = `${text.slice(0, -dotted[1]!.length)}${(v4 >> 16n).toString(16)}:${(v4 & 0xffffn).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === undefined || tail === '' ? [] : tail.split(':');
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = tail === undefined ? headGroups : [...headGroups, ...Array<string>(missing).fill('0'), ...tailGroups];
  return groups.reduce((value, group) => (value << 16n) | BigInt(parseInt(group || '0', 16)), 0n);
}

const inRange = (value: bigint, base: bigint, prefix: number, bits: number): boolean =>
  value >> BigInt(bits - prefix) === base >> BigInt(bits - prefix);

const IPV4_RANGES = IPV4_BLOCKED.map(([base, prefix]) => [ipv4ToBigInt(base), prefix] as const);
const IPV6_RANGES = IPV6_BLOCKED.map(([base, prefix]) => [ipv6ToBigInt(base), prefix] as const);
const IPV4_MAPPED = ipv6ToBigInt('::ffff:0:0');
const NAT64 = ipv6ToBigInt('64:ff9b::');

function isPublicIpv4(value: bigint): boolean {
  return !IPV4_RANGES.some(([base, prefix]) => inRange(value, base, prefix, 32));
}

/** True for an address on the public internet; false for loopback, private, link-local and the rest. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address.replace(/^\[|\]$/g, '').replace(/%.*$/, ''));
  if (family === 4) return isPublicIpv4(ipv4ToBigInt(address));
  if (family !== 6) return false;
  const value = ipv6ToBigInt(address);
  // ::ffff:a.b.c.d and 64:ff9b::a.b.c.d reach the IPv4 address inside them.
  if (inRange(value, IPV4_MAPPED, 96, 128) || inRange(value, NAT64, 96, 128)) return isPublicIpv4(value & 0xffffffffn);
  return !IPV6_RANGES.some(([base, prefix]) => inRange(value, base, prefix, 128));
}

/**
 * Throws PushEndpointError unless `endpoint` is `https://` on the default port of a host whose
 * every address is public.
 */
export async function assertPublicPushEndpoint(endpoint: string, resolveAll: ResolveAll = resolveAllAddresses): Promise<void> {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new PushEndpointError('The push endpoint is not an address');
  }
  if (url.protocol !== 'https:') throw new PushEndpointError('The push endpoint must be https');
  if (url.username || url.password) throw new PushEndpointError('The push endpoint must not carry credentials');
  if (url.port !== '' && url.port !== '443') throw new PushEndpointError('The push endpoint must use the https port');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) {
    if (!isPublicAddress(host)) throw new PushEndpointError('The push endpoint is not a public address');
    return;
  }
  if (host === '' || !host.includes('.') || LOCAL_NAMES.test(host.replace(/\.$/, ''))) {
    throw new PushEndpointError('The push endpoint is not a public host');
  }
  let addresses: LookupAddress[];
  try {
    addresses = await resolveAll(host);
  } catch {
    throw new PushEndpointError('The push endpoint host does not resolve');
  }
  if (addresses.length === 0 || addresses.some(({ address }) => !isPublicAddress(address))) {
    throw new PushEndpointError('The push endpoint is not a public address');
  }
}

/**
 * A lookup for the sending agent: resolves like the system, and fails when any address is not
 * public, so the connection is made only to an address that was checked a moment ago.
 */
export const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  systemLookup(hostname, { ...options, all: true, verbatim: true }, (error, addresses) => {
    if (error) return callback(error, '', 0);
    const list = addresses as LookupAddress[];
    if (list.length === 0 || list.some(({ address }) => !isPublicAddress(address))) {
      return callback(Object.assign(new Error(`${hostname} resolves to an address that is not public`), { code: 'EPUSHADDRESS' }), '', 0);
    }
    if ((options as { all?: boolean }).all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
    callback(null, list[0]!.address, list[0]!.family);
  });
};

/** The TLS agent push messages are sent with by default. */
export const publicOnlyAgent = new Agent({ lookup: publicOnlyLookup, keepAlive: true });
