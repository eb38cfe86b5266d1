// Checks api-spec/openapi.yaml itself: a valid OpenAPI 3.1 document that holds every call of the
// product spec §7 under decision 001's conventions, whose schemas the server's Ajv accepts, and whose
// generated files (src/api/*.gen.ts) are up to date. Also parses api-spec/socket-events.yaml.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { validate } from '@readme/openapi-parser';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { SERVICE_NAMES, findStaleApiFiles } from '../../scripts/gen-api.ts';

const SPEC_FILE = new URL('../../api-spec/openapi.yaml', import.meta.url);
const SOCKET_EVENTS_FILE = new URL('../../api-spec/socket-events.yaml', import.meta.url);

/** Every call of the product spec §7: [section, the spec's name, operationId]. */
const SPEC_CALLS: ReadonlyArray<readonly [string, string, string]> = [
  ['Site and auth', 'site version', 'siteVersion'],
  ['Site and auth', 'site settings', 'siteSettings'],
  ['Site and auth', 'wallet balance', 'walletBalance'],
  ['Site and auth', 'auth refresh', 'authRefresh'],
  ['Site and auth', 'subscribe notification', 'subscribeNotification'],
  ['Site and auth', 'favourite list', 'favouriteList'],
  ['Site and auth', 'user info', 'userInfo'],
  ['Wallet', 'wallet config', 'walletConfig'],
  ['Wallet', 'wallet history', 'walletHistory'],
  ['Wallet', 'cancel request', 'cancelRequest'],
  ['Wallet', 'account details', 'accountDetails'],
  ['Wallet', 'account (DELETE)', 'deleteAccount'],
  ['Wallet', 'withdraw request', 'withdrawRequest'],
  ['Wallet', 'upload URL request', 'uploadUrlRequest'],
  ['Wallet', 'add account', 'addAccount'],
  ['Wallet', 'send OTP to mobile', 'sendOtpToMobile'],
  ['Wallet', 'check withdrawal password', 'checkWithdrawalPassword'],
  ['Wallet', 'reset withdrawal password', 'resetWithdrawalPassword'],
  ['Wallet', 'parent payment methods', 'parentPaymentMethods'],
  ['Wallet', 'auto UTR', 'autoUtr'],
  ['Wallet', 'wallet deposit', 'walletDeposit'],
  ['Wallet', 'payment gateway', 'paymentGateway'],
  ['Wallet', 'update transaction password', 'updateTransactionPassword'],
  ['Other user-service calls', 'login', 'login'],
  ['Other user-service calls', 'demo login', 'demoLogin'],
  ['Other user-service calls', 'send OTP', 'sendOtp'],
  ['Other user-service calls', 'registration', 'registration'],
  ['Other user-service calls', 'change password', 'changePassword'],
  ['Other user-service calls', 'logout', 'logout'],
  ['Other user-service calls', 'login with OTP', 'loginWithOtp'],
  ['Other user-service calls', 'save bet', 'saveBet'],
  ['Other user-service calls', 'get user info', 'userInfo'],
  ['Other user-service calls', 'make event favourite', 'makeEventFavourite'],
  ['Other user-service calls', 'fancy book', 'fancyBook'],
  ['Other user-service calls', 'event exposures by {matchId}', 'eventExposures'],
  ['Other user-service calls', 'open bets', 'openBets'],
  ['Other user-service calls', 'open-bets event listing', 'openBetsEventListing'],
  ['Other user-service calls', 'profit-loss info', 'profitLossInfo'],
  ['Other user-service calls', 'profit-loss statements', 'profitLossStatements'],
  ['Other user-service calls', 'match statements', 'matchStatements'],
  ['Other user-service calls', 'statements', 'statements'],
  ['Other user-service calls', 'statement info', 'statementInfo'],
  // Spec §1 and §2 name the casino win/loss report (route casino-win-loss-details) but §7 no call for it (decision 058).
  ['Account reports', 'casino win/loss', 'casinoWinLoss'],
  ['Account reports', 'bets by type (bets/{type})', 'userBets'],
  ['Other user-service calls', 'change stake values', 'changeStakeValues'],
  ['Other user-service calls', 'one-click betting (decision 186)', 'setOneClick'],
  // Not in the spec: the responsible-gambling tools (decisions 093-095).
  ['Responsible gambling', 'tools', 'responsibleGambling'],
  ['Responsible gambling', 'set limit', 'setGamblingLimit'],
  ['Responsible gambling', 'take a break', 'takeGamblingBreak'],
  ['Responsible gambling', 'reality check', 'setRealityCheck'],
  ['Other user-service calls', 'matka single bets by {id}', 'matkaSingleBets'],
  ['Other user-service calls', 'save worli matka bet', 'saveWorliMatkaBet'],
  ['Other user-service calls', 'load third-party url', 'loadThirdPartyUrl'],
  ['Other user-service calls', 'search events by {searchKey}', 'searchEvents'],
  ['Other user-service calls', 'all-market exposures', 'allMarketExposures'],
  ['Other user-service calls', 'market analysis data', 'marketAnalysisData'],
  ['Other user-service calls', 'reset forgotten password', 'resetForgottenPassword'],
  ['Other user-service calls', 'wallet switch', 'walletSwitch'],
  ['Other user-service calls', 'claim bonus', 'claimBonus'],
  ['Other user-service calls', 'cashout', 'cashout'],
  // Not in spec §7: the exchange's order book lets a bettor cancel an unmatched bet (docs/decisions/180).
  ['Other user-service calls', 'cancel bet', 'cancelBet'],
  // Not in spec §7: edit an unmatched bet's price, cancel and place again in one request (docs/decisions/182).
  ['Other user-service calls', 'replace bet', 'replaceBet'],
  ['Other user-service calls', 'payment gateway iframe url', 'paymentGatewayIframeUrl'],
  ['Other user-service calls', 'my markets by {sport_type}', 'myMarkets'],
  ['Other user-service calls', 'event bet list', 'eventBetList'],
  ['Other user-service calls', 'chatbot iframe url (member)', 'chatbotIframeUrlMember'],
  ['Other user-service calls', 'chatbot iframe url (guest)', 'chatbotIframeUrlGuest'],
  ['Other user-service calls', 'refer code', 'referCode'],
  ['Other user-service calls', 'wallet-withdraw id', 'walletWithdrawId'],
  ['Other user-service calls', 'auto UTR', 'autoUtr'],
  ['Sports service', 'in-play matches', 'inPlayMatches'],
  ['Sports service', 'matches by {sport_id}', 'matches'],
  ['Sports service', 'sports list', 'sportsList'],
  ['Sports service', 'match details by {event_id}', 'matchDetails'],
  ['Sports service', 'find by ids', 'findByIds'],
  ['Sports service', 'in-play count', 'inPlayCount'],
  ['Sports service', 'matka matches', 'matkaMatches'],
  ['Sports service', 'matka markets by {id}', 'matkaMarkets'],
  ['Sports service', 'upcoming sports', 'upcomingSports'],
  ['Fantasy', 'setup data', 'fantasySetupData'],
  ['Fantasy', 'remembered matches', 'fantasyRememberedMatches'],
  ['Fantasy', 'add match reminder', 'fantasyAddMatchReminder'],
  ['Fantasy', 'remove match reminder', 'fantasyRemoveMatchReminder'],
  ['Fantasy', 'players list by {matchId}', 'fantasyPlayersList'],
  ['Fantasy', 'my stakes (get)', 'fantasyMyStakes'],
  ['Fantasy', 'my stakes (update)', 'fantasyUpdateMyStakes'],
  ['Fantasy', 'add team', 'fantasyAddTeam'],
  ['Fantasy', 'update team name', 'fantasyUpdateTeamName'],
  ['Fantasy', 'bet details', 'fantasyBetDetails'],
  ['Fantasy', 'place bet', 'fantasyPlaceBet'],
  ['Fantasy', 'my contests', 'fantasyMyContests'],
  ['Fantasy', 'teams and bet details', 'fantasyTeamsAndBetDetails'],
  ['Fantasy', 'cancel bet', 'fantasyCancelBet'],
  ['Fantasy', 'team details by {id}', 'fantasyTeamDetails'],
  ['Fantasy', 'tutorials', 'fantasyTutorials'],
  ['Fantasy', 'reset team', 'fantasyResetTeam'],
  // Not in the spec: a contest's leaderboard (decision 086).
  ['Fantasy', 'contest leaderboard', 'fantasyContestLeaderboard'],
  ['Bonus', 'bonus log', 'bonusLog'],
  ['Bonus', 'log details', 'bonusLogDetails'],
  ['Bonus', 'user locked bonus', 'userLockedBonus'],
  ['Bonus', 'locked earned bonus', 'lockedEarnedBonus'],
  ['Notification', 'list', 'notificationList'],
  ['Notification', 'mark redirect', 'notificationMarkRedirect'],
  ['Notification', 'unread count', 'notificationUnreadCount'],
  ['Notification', 'subscribe', 'notificationSubscribe'],
  // Not in the spec: Web Push cannot subscribe without the server's VAPID key (decision 022).
  ['Notification', 'public key', 'notificationPublicKey'],
];

/** Calls a visitor makes before signing in (brief: site, login family, sports lists, guest chatbot). */
const PUBLIC_CALLS = [
  'siteVersion', 'siteSettings', 'login', 'demoLogin', 'registration', 'sendOtp', 'loginWithOtp',
  'resetForgottenPassword', 'chatbotIframeUrlGuest', 'inPlayMatches', 'matches', 'sportsList', 'matchDetails',
  'findByIds', 'inPlayCount', 'upcomingSports', 'matkaMatches', 'matkaMarkets', 'searchEvents',
];

/** Money-moving calls: an Idempotency-Key is required (decision 001). */
const IDEMPOTENT_CALLS = ['cancelRequest', 'withdrawRequest', 'walletDeposit', 'paymentGateway', 'paymentGatewayIframeUrl', 'saveBet', 'replaceBet', 'saveWorliMatkaBet', 'fantasyPlaceBet', 'cashout'];

/**
 * Operations whose refusals carry more than ErrorReply: saveBet's BetRefusal (decision 036) and
 * cashout's refusal with the new offer (decision 076), both 400 and 409.
 */
const OWN_REFUSALS: Record<string, Record<string, string>> = {
  saveBet: { '400': '#/components/responses/BetRefused', '409': '#/components/responses/BetRefused' },
  cashout: { '400': '#/components/responses/CashOutRefused', '409': '#/components/responses/CashOutRefused' },
};

/** Calls whose shapes the spec gives (everything else is designed and says so). */
const SPEC_SHAPED_CALLS = [
  'siteVersion', 'siteSettings', 'walletBalance', 'authRefresh', 'subscribeNotification', 'userInfo',
  'walletConfig', 'walletHistory', 'cancelRequest', 'accountDetails', 'deleteAccount', 'withdrawRequest',
  'uploadUrlRequest', 'addAccount', 'sendOtpToMobile', 'checkWithdrawalPassword', 'resetWithdrawalPassword',
  'parentPaymentMethods', 'autoUtr', 'walletDeposit', 'paymentGateway',
];

const ERROR_RESPONSES: Record<string, string> = {
  '400': '#/components/responses/BadRequest',
  '401': '#/components/responses/Unauthorized',
  '404': '#/components/responses/NotFound',
  '422': '#/components/responses/UnprocessableEntity',
  '500': '#/components/responses/ServerError',
};
/** A call with a body may be too large. */
const BODY_TOO_LARGE = { '413': '#/components/responses/PayloadTooLarge' };
/** The calls the server throttles (server/auth/guess-limits.ts, OCR's queue): 429 with Retry-After. */
const THROTTLED_CALLS = [
  'login', 'demoLogin', 'sendOtp', 'registration', 'loginWithOtp', 'resetForgottenPassword', 'changePassword',
  'addAccount', 'sendOtpToMobile', 'resetWithdrawalPassword', 'updateTransactionPassword', 'autoUtr',
];
const THROTTLED = { '429': '#/components/responses/TooManyRequests' };

/** Base path of each service's paths (decision 001; fantasy POSTs ride on the user service). */
const BASE_PATHS: Record<string, Record<string, string>> = {
  user: { get: '/api/user/', post: '/api/user/' },
  sports: { get: '/api/sports/' },
  fantasy: { get: '/api/fantasycricket/', post: '/api/user/fantasy/' },
  wallet: { get: '/api/wallet/', post: '/api/wallet/', patch: '/api/wallet/', delete: '/api/wallet/' },
  bonus: { get: '/api/bonus/' },
  notification: { get: '/api/notification/', post: '/api/notification/' },
};

type JsonSchema = Record<string, unknown>;
interface Operation {
  operationId: string;
  tags: string[];
  security?: unknown[];
  parameters?: Array<{ $ref?: string; name?: string; in?: string; schema?: JsonSchema }>;
  requestBody?: { $ref?: string; content?: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: JsonSchema }> }>;
  'x-designed'?: boolean;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    parameters: Record<string, { name: string; in: string; schema: JsonSchema }>;
    requestBodies: Record<string, { content: Record<string, { schema: JsonSchema }> }>;
    responses: Record<string, { content?: Record<string, { schema: JsonSchema }> }>;
  };
}

const document = parse(readFileSync(SPEC_FILE, 'utf8')) as Document;
const operations = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({ path, method, ...operation })),
);
const operationById = new Map(operations.map((operation) => [operation.operationId, operation]));

function lastSegment(ref: string): string {
  return ref.slice(ref.lastIndexOf('/') + 1);
}

function resolveParameter(parameter: NonNullable<Operation['parameters']>[number]) {
  return parameter.$ref ? document.components.parameters[lastSegment(parameter.$ref)]! : parameter;
}

function jsonBodySchema(operation: Operation): JsonSchema | undefined {
  const body = operation.requestBody?.$ref
    ? document.components.requestBodies[lastSegment(operation.requestBody.$ref)]
    : operation.requestBody;
  return body?.content?.['application/json']?.schema;
}

function resolveSchema(schema: JsonSchema): JsonSchema {
  const ref = schema.$ref;
  return typeof ref === 'string' ? resolveSchema(document.components.schemas[lastSegment(ref)]!) : schema;
}

function successSchema(operation: Operation): JsonSchema {
  const reply = operation.responses['200']!;
  const response = reply.$ref ? document.components.responses[lastSegment(reply.$ref)]! : reply;
  return response.content!['application/json']!.schema;
}

function extendsSuccessEnvelope(schema: JsonSchema): boolean {
  if (schema.$ref === '#/components/schemas/SuccessEnvelope') return true;
  if (typeof schema.$ref === 'string') return extendsSuccessEnvelope(resolveSchema(schema));
  const [first] = (schema.allOf as JsonSchema[] | undefined) ?? [];
  return first !== undefined && extendsSuccessEnvelope(first);
}

function camelToKebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

describe('api-spec/openapi.yaml', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await validate(fileURLToPath(SPEC_FILE));
    expect(result.valid ? [] : result.errors).toEqual([]);
    expect(document).toMatchObject({ openapi: '3.1.0' });
  });

  it('names every operation with a unique camelCase operationId and one known service tag', () => {
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const operation of operations) {
      expect(operation.operationId).toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(operation.tags).toHaveLength(1);
      expect(SERVICE_NAMES).toContain(operation.tags[0]);
    }
  });

  it('holds every call of the spec §7, and nothing else', () => {
    const missing = SPEC_CALLS.filter(([, , operationId]) => !operationById.has(operationId));
    expect(missing).toEqual([]);
    const listed = new Set(SPEC_CALLS.map(([, , operationId]) => operationId));
    expect(operations.map((operation) => operation.operationId).filter((id) => !listed.has(id))).toEqual([]);
  });

  it('puts each path under its service base, in kebab-case, with path parameters as the spec names them', () => {
    for (const operation of operations) {
      const base = BASE_PATHS[operation.tags[0]!]?.[operation.method];
      expect(base, `${operation.operationId}: ${operation.method} on service ${operation.tags[0]}`).toBeDefined();
      expect(operation.path.startsWith(base!), operation.operationId).toBe(true);
      const [name, ...params] = operation.path.slice(base!.length).split('/');
      expect(name, operation.operationId).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      // The operationId is the call's name, prefixed by its service for generic names or by DELETE for "account".
      expect([name, `${operation.tags[0]}-${name}`, `${operation.method}-${name}`], operation.operationId).toContain(
        camelToKebab(operation.operationId),
      );
      for (const param of params) expect(param, operation.operationId).toMatch(/^\{(matchId|event_id|sport_id|id|searchKey|sport_type|transactionId|accountId)\}$/);
    }
  });

  it('requires the bearer token everywhere except the public calls', () => {
    const publicIds = operations.filter((operation) => operation.security?.length === 0).map((o) => o.operationId);
    expect(publicIds.sort()).toEqual([...PUBLIC_CALLS].sort());
    expect(document).toMatchObject({ security: [{ bearer: [] }] });
  });

  it('requires an Idempotency-Key exactly on the money-moving calls', () => {
    const idempotent = operations
      .filter((operation) =>
        (operation.parameters ?? []).map(resolveParameter).some((p) => p.in === 'header' && p.name === 'Idempotency-Key'),
      )
      .map((operation) => operation.operationId);
    expect(idempotent.sort()).toEqual([...IDEMPOTENT_CALLS].sort());
  });

  it('answers 200 with the success envelope and 400/401/404/422/500 (413 with a body, 429 when throttled) with the shared ErrorReply', () => {
    for (const operation of operations) {
      const own = OWN_REFUSALS[operation.operationId] ?? {};
      const expected = {
        ...ERROR_RESPONSES,
        ...(operation.requestBody ? BODY_TOO_LARGE : {}),
        ...(THROTTLED_CALLS.includes(operation.operationId) ? THROTTLED : {}),
        ...own,
      };
      expect(Object.keys(operation.responses).sort(), operation.operationId).toEqual(['200', ...Object.keys(expected)].sort());
      for (const [status, ref] of Object.entries(expected)) {
        expect(operation.responses[status], operation.operationId).toEqual({ $ref: ref });
      }
      expect(extendsSuccessEnvelope(successSchema(operation)), operation.operationId).toBe(true);
    }
  });

  it('keeps JSON request bodies strict (additionalProperties: false)', () => {
    for (const operation of operations) {
      const schema = jsonBodySchema(operation);
      if (!schema) continue;
      const resolved = resolveSchema(schema);
      const variants = (resolved.oneOf as JsonSchema[] | undefined) ?? [resolved];
      for (const variant of variants) expect(variant.additionalProperties, operation.operationId).toBe(false);
    }
  });

  it('marks the designed operations with x-designed, and only those', () => {
    for (const operation of operations) {
      expect(operation['x-designed'] === true, operation.operationId).toBe(
        !SPEC_SHAPED_CALLS.includes(operation.operationId),
      );
    }
  });

  it('has only schemas that Ajv compiles in strict 2020-12 mode (as the server validates)', () => {
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    addFormats(ajv);
    const toAjvRefs = (schema: unknown): JsonSchema =>
      JSON.parse(JSON.stringify(schema).replaceAll('#/components/schemas/', 'components#/$defs/')) as JsonSchema;
    ajv.addSchema({ $id: 'components', $defs: toAjvRefs(document.components.schemas) });
    const schemas = operations.flatMap((operation) => [
      ...(operation.parameters ?? []).map((parameter) => resolveParameter(parameter).schema),
      jsonBodySchema(operation),
    ]);
    const replies = Object.values(document.components.responses).map((r) => r.content?.['application/json']?.schema);
    for (const schema of [...schemas, ...replies]) if (schema) expect(() => ajv.compile(toAjvRefs(schema))).not.toThrow();
    const login = ajv.compile(toAjvRefs(jsonBodySchema(operationById.get('login')!)));
    expect(login({ mobile: '9876543210', password: 'x', domain: 'localhost' })).toBe(true);
    expect(login({ userId: 'player01', password: 'x', domain: 'localhost' })).toBe(true);
    expect(login({ mobile: '9876543210', userId: 'player01', password: 'x', domain: 'localhost' })).toBe(false);
    expect(login({ mobile: '98765', password: 'x', domain: 'localhost' })).toBe(false);
  });

  it('has generated files that are up to date (npm run gen:api -- --check)', async () => {
    expect(await findStaleApiFiles()).toEqual([]);
  });
});

describe('api-spec/socket-events.yaml', () => {
  it('describes the realtime channels and events', () => {
    const events = parse(readFileSync(SOCKET_EVENTS_FILE, 'utf8')) as {
      asyncapi: string;
      servers: { app: { pathname: string } };
      components: { messages: Record<string, { payload: JsonSchema }>; schemas: { Channel: { enum: string[] } } };
    };
    expect(events.asyncapi).toBe('3.0.0');
    expect(events.servers.app.pathname).toBe('/socket.io');
    expect(Object.keys(events.components.messages).sort()).toEqual(
      ['DepositRequest', 'balance', 'banned', 'betMatched', 'leave', 'logout', 'notification', 'odds', 'subscribe'].sort(),
    );
    expect(events.components.schemas.Channel.enum).toEqual(['depositRequest', 'logout', 'banned', 'odds', 'notification', 'balance']);
    expect(events.components.messages.DepositRequest!.payload.required).toEqual([
      'type', 'notify_type', 'transaction_id', 'status', 'amount', 'message',
    ]);
  });
});
