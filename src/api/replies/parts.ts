// The building blocks of the reply schemas (design §4: every reply is parsed before a machine sees
// it). Fields an operator may leave out or get wrong are lenient: they fall back to a sensible
// default instead of failing the whole reply. Fields without which the reply is useless are strict:
// a reply missing them is malformed ('Something went wrong'), never a crash further on.
// zod/mini, not classic zod: the same checks in a third of the bytes on Home's first load
// (docs/decisions/020), at the price of function-style modifiers (`z.catch(schema, value)`).
import { z } from 'zod/mini';
import { isHttpUrl } from '../urls.ts';

/** A number, also when a backend sends it as a numeric string ("100.50"). */
export const numeric = z.union([
  z.number(),
  z.pipe(z.string().check(z.trim(), z.regex(/^-?\d+(\.\d+)?$/)), z.transform(Number)),
]);
/** An identifier some backends send as a number and others as a string. */
export const identifier = z.pipe(z.union([z.string(), z.number()]), z.transform(String));
/** Optional operator text: missing, null or not a string reads as ''. */
export const text = z.catch(z.string(), '');
/** Optional text that is worth telling apart from '' (a missing account number, UTR…). */
export const nullableText = z.catch(z.nullable(z.string()), null);
/** A date-time the browser can read (decision 001: ISO 8601, UTC). */
export const isoDateTime = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value))));
/** An optional date-time: missing or unreadable reads as null. */
export const dateTime = z.catch(z.nullable(isoDateTime), null);
export const flag = z.pipe(z.union([z.boolean(), z.literal(0), z.literal(1)]), z.transform((value: boolean | 0 | 1) => Boolean(value)));
/** An address the browser opens or embeds: http(s) only, so a reply can never run script. */
export const httpUrl = z.string().check(z.refine(isHttpUrl));
export const nonEmptyString = z.string().check(z.minLength(1));

/** A list whose unreadable entries are dropped one by one instead of failing the whole list. */
export function lenientList<Item extends z.ZodMiniType>(item: Item) {
  return z.pipe(
    z.catch(z.array(z.unknown()), []),
    z.transform((entries: unknown[]) =>
      entries.flatMap((entry) => {
        const parsed = item.safeParse(entry);
        return parsed.success ? [parsed.data as z.output<Item>] : [];
      }),
    ),
  );
}

/** Stake buttons: a list of amounts (user info's chips, the wallet's stake_button). */
export const stakeButtons = lenientList(numeric);

/** JSON text of a list (or the list itself). */
export function jsonList<Item extends z.ZodMiniType>(item: Item) {
  const parsedIfText = z.transform((value: unknown) => (typeof value === 'string' ? parseJsonOr(value, []) : value));
  return z.pipe(parsedIfText, lenientList(item));
}

export function parseJsonOr(value: string, fallback: unknown): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return fallback;
  }
}

/** The success envelope of decision 001: `{ status: 200, success: true, message?, data }`. */
export const envelopeSchema = z.looseObject({
  status: z.optional(z.number()),
  success: z.optional(z.boolean()),
  message: z.optional(z.string()),
  data: z.optional(z.unknown()),
});
export type Envelope = z.output<typeof envelopeSchema>;

export function withData<Data extends z.ZodMiniType>(data: Data) {
  return z.extend(envelopeSchema, { data });
}

/** A success reply that matters only for its message (cancel request, delete account, logout…). */
export const messageReply = z.extend(envelopeSchema, { message: text });
