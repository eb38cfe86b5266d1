/**
 * What a machine asks a view to show. Machines never hold display text of their own: a `Message`
 * is either a catalogue id (looked up in src/i18n/<lang>.json, with values for its placeholders)
 * or text that came from the server, shown as it came.
 */
export type Message =
  | { id: string; values?: Record<string, string | number> }
  | { text: string };

export const messageId = (id: string, values?: Record<string, string | number>): Message =>
  values ? { id, values } : { id };

export const serverText = (text: string): Message => ({ text });
