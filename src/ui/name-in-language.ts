/**
 * A name given per language (docs/decisions/225): the site's language's, else the name as given.
 * A competition's name is content (the feed's or the operator's), so nothing here translates it.
 */
export function nameInLanguage(name: string, names: Readonly<Record<string, string>> | undefined, language: string): string {
  const own = names?.[language]?.trim();
  return own ? own : name;
}
