// What the operator console shows and does, as data. A section is one list (users, and later
// transactions) with the actions that apply to its rows; the page (/operator/<section>), the JSON
// API the CLI calls, and the CLI (`npm run operator -- <action> <id>`) are all built from these.
//
// Adding an action is a one-file change: add an `OperatorAction` to the section's `actions` and
// name it in the `actions` of the rows it applies to (see users-section.ts). Adding a section is its
// own file plus one line in sections.ts.
import type { HandlerContext } from '../contract/handlers.ts';

/** Which thing an action acts on: a user ID with its site's domain, a transaction id… */
export interface OperatorTarget {
  id: string;
  domain?: string;
}

/**
 * A value an action may take beside its target (a maintenance window's start…). The same name is
 * the JSON API's body key, the CLI's option (`--from`) and the page form's input.
 */
export interface OperatorActionField {
  name: string;
  label: string;
  /** The empty input's hint, e.g. the format. */
  placeholder: string;
}

/** The non-empty values given for an action's fields; the action applies its own defaults. */
export type OperatorFieldValues = Partial<Record<string, string>>;

/** Picks an action's fields out of a request body or form; anything else is ignored. */
export function fieldValuesOf(action: OperatorAction, source: Record<string, unknown>): OperatorFieldValues {
  const given = (action.fields ?? []).map(({ name }) => [name, source[name]] as const);
  return Object.fromEntries(given.filter((entry): entry is readonly [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
}

export interface OperatorAction {
  /** The CLI word and the URL segment; unique across sections (`ban`, `approve`…). */
  name: string;
  /** The button's text. */
  label: string;
  /** Takes something away (ban, reject…): the button gets the warning colour. */
  dangerous?: boolean;
  /** Optional values it takes beside the target. */
  fields?: OperatorActionField[];
  /** Does it and says what was done; throws HttpError (400/404) to refuse with a message. */
  run(ctx: HandlerContext, target: OperatorTarget, values: OperatorFieldValues): Promise<string>;
}

/** A cell's text, or links (a transaction's proof images) the page renders as anchors. */
export type OperatorCell = string | { links: string[] };

export interface OperatorRow {
  target: OperatorTarget;
  /** One cell per heading. */
  cells: OperatorCell[];
  /** Names of the section's actions that apply to this row now (a banned user: unban only). */
  actions: string[];
}

export interface OperatorSection {
  /** URL segment and CLI list command (`/operator/users`, `npm run operator -- users`). */
  name: string;
  title: string;
  /** What an action's id names, for the CLI's usage (`userid`, `transactionId`). */
  targetName: string;
  headings: string[];
  list(ctx: HandlerContext, filter: { domain?: string }): Promise<OperatorRow[]>;
  actions: OperatorAction[];
}
