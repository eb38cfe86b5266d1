// The reply schemas of every area, in one place for tests and types (design §4). Code that needs a
// value imports an area's module (replies/start.ts, replies/wallet.ts, replies/account.ts) or asks
// the catalogue (replies/catalogue.ts), never this file: a value imported from it in the entry
// would put every area's schemas back on Home's first load (docs/decisions/230). New schemas go in their area's
// module and its map, and the call's area in the catalogue.
export * from './replies/parts.ts';
export * from './replies/start.ts';
export * from './replies/wallet.ts';
export * from './replies/account.ts';
export type { ReplySchemas } from './replies/catalogue.ts';
