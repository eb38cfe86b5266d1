// The operator console at /operator: a server-rendered page per section (operator-section.ts)
// with plain HTML forms (no script, so the strict CSP holds), and the JSON API the CLI uses
// (both guarded by hooks of their own plugins; wrong passwords throttled per address and per
// operator account; a request without a password is no guess and counts nothing):
//   GET  /operator/api/sections/<section>?domain=…   → { headings, rows }
//   POST /operator/api/actions/<action> { id, domain? } → { message }
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { HandlerContext } from '../contract/handlers.ts';
import { HttpError } from '../http-error.ts';
import { guessKey, type GuessKey } from '../auth/guess-limits.ts';
import { bearerToken } from '../auth/sessions.ts';
import {
  cookieValue,
  DEFAULT_OPERATOR_PASSWORD,
  endOperatorSession,
  formToken,
  isFormToken,
  isOperatorPassword,
  isSameOriginRequest,
  isOperatorSession,
  OPERATOR_COOKIE,
  OPERATOR_SESSION_SECONDS,
  operatorPassword,
  sessionCookie,
  startOperatorSession,
} from './operator-auth.ts';
import { loginPage, sectionPage } from './pages.ts';
import { fieldValuesOf, type OperatorAction, type OperatorSection } from './operator-section.ts';
import { operatorSections } from './sections.ts';

export const WRONG_OPERATOR_PASSWORD = 'Wrong password.';
export const OPERATOR_PASSWORD_MISSING = 'Enter the operator password.';
export const CROSS_SITE_FORM = 'Refused: this form was not sent from the operator console. Reload the console and try again.';
/** The console has one operator account; its guesses are counted under this name. */
export const OPERATOR_ACCOUNT = 'operator';

type FormFields = Record<string, string | undefined>;

export async function registerOperatorConsole(app: FastifyInstance, ctx: HandlerContext): Promise<void> {
  if (ctx.mode === 'production' && operatorPassword() === DEFAULT_OPERATOR_PASSWORD) {
    ctx.log.warn('The operator console uses the default password: set OPERATOR_PASSWORD');
  }
  await app.register(
    async (scope) => {
      // HTML forms post urlencoded bodies; only the console accepts them.
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, text, done) => {
        done(null, Object.fromEntries(new URLSearchParams(text as string)));
      });
      registerSignIn(scope, ctx);
      // Each guarded part is its own encapsulated plugin whose onRequest hook covers every route it
      // owns, whatever spelling of the URL the router decoded to reach it: never a
      // check of the raw URL.
      await scope.register(async (pages) => registerPages(pages, ctx));
      await scope.register(async (api) => registerApi(api, ctx), { prefix: '/api' });
    },
    { prefix: '/operator' },
  );
}

/**
 * Checks an operator password as a guess (server/auth/guess-limits.ts, docs/decisions/130): counted
 * per client address and per operator account. The account's lock refuses only an address that
 * guessed wrong itself in its window, so guesses from elsewhere never lock the operator out. No
 * password at all (a scanner, a request without its header) is refused without counting.
 */
async function checkOperatorPassword(ctx: HandlerContext, request: FastifyRequest, password: string | undefined): Promise<void> {
  if (password === undefined || password === '') throw new HttpError(401, OPERATOR_PASSWORD_MISSING);
  const address = guessKey('operatorPerAddress', request.ip);
  const suspect = (await ctx.guesses.failures(address)) > 0;
  const account: GuessKey = { ...guessKey('operatorPerAccount', OPERATOR_ACCOUNT), ...(suspect ? {} : { refuses: false as const }) };
  await ctx.guesses.guard([address, account], async () => {
    if (!isOperatorPassword(password)) throw new HttpError(401, WRONG_OPERATOR_PASSWORD);
  });
}

function registerSignIn(scope: FastifyInstance, ctx: HandlerContext): void {
  scope.get('/login', async (_request, reply) => html(reply, loginPage()));

  scope.post('/login', async (request, reply) => {
    const { password = '' } = (request.body ?? {}) as FormFields;
    try {
      await checkOperatorPassword(ctx, request, password);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      return html(reply.code(error.status).headers(error.headers), loginPage(error.message));
    }
    const token = await startOperatorSession(ctx.db);
    return reply.header('set-cookie', sessionCookie(token, OPERATOR_SESSION_SECONDS)).redirect(`/operator/${operatorSections[0]!.name}`, 303);
  });

  scope.get('/', async (_request, reply) => reply.redirect(`/operator/${operatorSections[0]!.name}`, 303));
}

/**
 * The section pages: only with a live operator session cookie, else to the sign-in page. A form
 * that changes something (an action, signing out) must also come from a page of this origin and
 * carry the session's form token (docs/decisions/131): a page of the same site cannot forge it.
 */
function registerPages(pages: FastifyInstance, ctx: HandlerContext): void {
  const sessionOf = new WeakMap<FastifyRequest, string>();
  pages.addHook('onRequest', async (request, reply) => {
    const token = cookieValue(request.headers.cookie, OPERATOR_COOKIE);
    if (token === undefined || !(await isOperatorSession(ctx.db, token))) return reply.redirect('/operator/login', 303);
    sessionOf.set(request, token);
  });
  pages.addHook('preHandler', async (request) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    const { csrf } = (request.body ?? {}) as FormFields;
    if (!isSameOriginRequest(request) || !isFormToken(sessionOf.get(request)!, csrf)) throw new HttpError(403, CROSS_SITE_FORM);
  });

  pages.post('/logout', async (request, reply) => {
    await endOperatorSession(ctx.db, sessionOf.get(request)!);
    return reply.header('set-cookie', sessionCookie('', 0)).redirect('/operator/login', 303);
  });

  pages.get('/:section', async (request, reply) => {
    const section = sectionNamed((request.params as { section: string }).section);
    const { domain, notice, problem } = request.query as FormFields;
    const rows = await section.list(ctx, { domain: domain || undefined });
    const csrf = formToken(sessionOf.get(request)!);
    return html(reply, sectionPage({ sections: operatorSections, section, rows, domain, notice, problem, csrf }));
  });

  pages.post('/:section/:action', async (request, reply) => {
    const { section: sectionName, action: actionName } = request.params as { section: string; action: string };
    const section = sectionNamed(sectionName);
    const action = section.actions.find((candidate) => candidate.name === actionName);
    const form = (request.body ?? {}) as FormFields;
    const { id = '', domain, filter } = form;
    const back = new URLSearchParams(filter ? { domain: filter } : {});
    try {
      if (!action) throw new HttpError(404, `No action ${actionName}`);
      back.set('notice', await action.run(ctx, { id, domain }, fieldValuesOf(action, form)));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      back.set('problem', error.message);
    }
    return reply.redirect(`/operator/${section.name}?${back}`, 303);
  });
}

/** The CLI's JSON API: every request carries the operator password as its bearer token. */
function registerApi(api: FastifyInstance, ctx: HandlerContext): void {
  api.addHook('onRequest', async (request) => {
    await checkOperatorPassword(ctx, request, bearerToken(request.headers));
  });

  api.get('/sections/:section', async (request) => {
    const section = sectionNamed((request.params as { section: string }).section);
    const { domain } = request.query as FormFields;
    return { headings: section.headings, rows: await section.list(ctx, { domain }) };
  });

  api.post('/actions/:action', async (request) => {
    const action = actionNamed((request.params as { action: string }).action);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const { id, domain } = body;
    if (typeof id !== 'string' || id === '') throw new HttpError(422, 'Error 422', { detail: [{ msg: 'body.id is required', loc: ['body', 'id'] }] });
    return { message: await action.run(ctx, { id, domain: typeof domain === 'string' ? domain : undefined }, fieldValuesOf(action, body)) };
  });
}

function sectionNamed(name: string): OperatorSection {
  const section = operatorSections.find((candidate) => candidate.name === name);
  if (!section) throw new HttpError(404, `No section ${name}`);
  return section;
}

function actionNamed(name: string): OperatorAction {
  const action = operatorSections.flatMap((section) => section.actions).find((candidate) => candidate.name === name);
  if (!action) throw new HttpError(404, `No action ${name}`);
  return action;
}

function html(reply: FastifyReply, page: string): FastifyReply {
  return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
}
