import { describe, expect, it } from 'vitest';
import { checkUploadSignature, signedUploadUrl } from './signed-url.ts';

const KEY = 'proof/0b7f6c1e-3a51-4c55-9a43-8f1f0c9d2b11.png';
const SECRET = 'test-signing-key';
const now = new Date('2024-01-15T10:00:00Z');
const expiresAt = new Date('2024-01-15T10:10:00Z');

function queryOf(url: string) {
  return Object.fromEntries(new URL(url, 'http://server').searchParams);
}

describe('upload URL signatures', () => {
  it('signs the key and the expiry', () => {
    const url = signedUploadUrl(SECRET, KEY, expiresAt);
    expect(url.startsWith(`/uploads/${KEY}?expires=1705313400&sig=`)).toBe(true);
    expect(checkUploadSignature(SECRET, KEY, queryOf(url), now)).toBe('valid');
  });

  it('refuses another key, another secret, a changed expiry and a missing signature', () => {
    const query = queryOf(signedUploadUrl(SECRET, KEY, expiresAt));
    expect(checkUploadSignature(SECRET, KEY.replace('proof', 'qr'), query, now)).toBe('invalid');
    expect(checkUploadSignature('another-key', KEY, query, now)).toBe('invalid');
    expect(checkUploadSignature(SECRET, KEY, { ...query, expires: '1705399999' }, now)).toBe('invalid');
    expect(checkUploadSignature(SECRET, KEY, { expires: query.expires }, now)).toBe('invalid');
  });

  it('says when a well-signed address has expired', () => {
    const query = queryOf(signedUploadUrl(SECRET, KEY, expiresAt));
    expect(checkUploadSignature(SECRET, KEY, query, new Date('2024-01-15T10:10:01Z'))).toBe('expired');
  });
});
