// The server's VAPID key pair (RFC 8292): browsers subscribe with the public key
// (`notificationPublicKey`) and every push is signed with the private one. Made on first use and
// kept in server_secrets (migration 003), so every server process on one database shares it and
// existing subscriptions keep working across restarts.
import webPush from 'web-push';
import type { Queryable } from '../db/database.ts';

export interface VapidKeys {
  /** base64url of the uncompressed P-256 point. */
  publicKey: string;
  privateKey: string;
}

const PUBLIC_KEY_SECRET = 'vapid_public_key';
const PRIVATE_KEY_SECRET = 'vapid_private_key';

export async function vapidKeys(db: Queryable): Promise<VapidKeys> {
  const stored = await storedVapidKeys(db);
  if (stored) return stored;
  const made = webPush.generateVAPIDKeys();
  // Two processes starting together may both make a pair: the first one stored wins for both.
  await db.query(
    `INSERT INTO server_secrets (name, value) VALUES ($1, $2), ($3, $4) ON CONFLICT (name) DO NOTHING`,
    [PUBLIC_KEY_SECRET, made.publicKey, PRIVATE_KEY_SECRET, made.privateKey],
  );
  const kept = await storedVapidKeys(db);
  if (!kept) throw new Error('The VAPID keys could not be stored');
  return kept;
}

async function storedVapidKeys(db: Queryable): Promise<VapidKeys | undefined> {
  const rows = await db.query<{ name: string; value: string }>('SELECT name, value FROM server_secrets WHERE name IN ($1, $2)', [
    PUBLIC_KEY_SECRET,
    PRIVATE_KEY_SECRET,
  ]);
  const valueOf = (name: string) => rows.find((row) => row.name === name)?.value;
  const publicKey = valueOf(PUBLIC_KEY_SECRET);
  const privateKey = valueOf(PRIVATE_KEY_SECRET);
  return publicKey && privateKey ? { publicKey, privateKey } : undefined;
}
