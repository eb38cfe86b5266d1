/**
 * What the inspector and its journal keep of a value (docs/decisions/098): a plain JSON copy in
 * which secrets are masked by field name. A secret keeps its shape (each upper-case letter 'X',
 * lower-case 'x', digit '0', anything else '*'), so a replayed journal passes the same format checks
 * (an OTP's six digits, a password's rules) while the characters themselves are never recorded.
 */

/** A field is secret when the last word of its name is one of these ('newPassword', 'otp', 'accessToken'). */
const SECRET_WORDS = new Set(['password', 'passwd', 'pwd', 'otp', 'token', 'secret', 'pin', 'cvv', 'authorization', 'cookie', 'apikey']);
/** Events name the field they carry ({ type: 'field.changed', field: 'password', value }). */
const FIELD_NAME_KEYS = ['field', 'name'];
const MAX_DEPTH = 10;

export function isSecretField(name: string): boolean {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const last = words.at(-1);
  return last !== undefined && (SECRET_WORDS.has(last) || SECRET_WORDS.has(words.join('')));
}

/** 'Khiladi@123' → 'Xxxxxxx*000'; a number keeps its digits' count. Masking a mask changes nothing. */
export function maskSecret(value: unknown): unknown {
  if (typeof value === 'number') return Number(String(Math.trunc(Math.abs(value))).replace(/[1-9]/g, '0')) || 0;
  if (typeof value !== 'string') return value === null || value === undefined ? value : '[redacted]';
  return value.replace(/[A-Z]/g, 'X').replace(/[a-z]/g, 'x').replace(/[0-9]/g, '0').replace(/[^Xx0]/g, '*');
}

/** A JSON-safe copy of `value` with secrets masked; actors, files and errors described, functions dropped. */
export function redact(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return typeof value === 'function' || typeof value === 'symbol' ? undefined : value;
  if (depth >= MAX_DEPTH) return '[deep]';
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Error) return { error: value.name, message: value.message };
  if (typeof Blob !== 'undefined' && value instanceof Blob) {
    return { file: (value as File).name ?? 'blob', size: value.size, type: value.type };
  }
  if (isActorRef(value)) return { actor: value.id };
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1) ?? null);
  if (value instanceof Map) return redact(Object.fromEntries(value), depth);
  if (value instanceof Set) return redact([...value], depth);
  const record = value as Record<string, unknown>;
  const namesSecretField = FIELD_NAME_KEYS.some((key) => typeof record[key] === 'string' && isSecretField(record[key]));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(record)) {
    const secret = isSecretField(key) || (namesSecretField && key === 'value');
    const kept = secret ? maskSecret(item) : redact(item, depth + 1);
    if (kept !== undefined) copy[key] = kept;
  }
  return copy;
}

function isActorRef(value: object): value is { id: string } {
  return 'sessionId' in value && 'send' in value && typeof (value as { send: unknown }).send === 'function';
}
