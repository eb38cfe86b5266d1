// The help panel's answers (docs/decisions/163): a ranked search over the rules and the
// FAQ, in the reader's language (English filling in), so "what is lay bet" finds the back-and-lay
// rule instead of "No answer matches". The rules and the FAQ are the app's own catalogue files
// (src/i18n/rules.<lang>.json, faq.<lang>.json), read here as data: one text for the FAQ page and
// for the panel. BM25 over title and body, with light stemming and a few bettor's synonyms.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SUPPORT_FAQ } from './faq.ts';

export const HELP_LANGUAGES = ['en', 'hi'] as const;
export type HelpLanguage = (typeof HELP_LANGUAGES)[number];

export interface HelpEntry {
  /** The catalogue id: `rules.fancy.settlement`, `faq.withdraw.howTo`, `support.3`. */
  id: string;
  title: string;
  body: string;
  language: HelpLanguage;
  /** Where the app shows it in full, e.g. `/faq#rules-fancy-settlement`. */
  link?: string;
}

const catalogueFile = (name: string) => fileURLToPath(new URL(`../../src/i18n/${name}`, import.meta.url));
const readCatalogue = (name: string): Record<string, string> => JSON.parse(readFileSync(catalogueFile(name), 'utf8')) as Record<string, string>;

/** `rules.exchange.backLay` → `rules-exchange-back-lay` (the FAQ page's anchors). */
export const ruleAnchor = (id: string): string => id.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/\./g, '-').toLowerCase();

function entriesOf(language: HelpLanguage): HelpEntry[] {
  const rules = readCatalogue(`rules.${language}.json`);
  const faq = readCatalogue(`faq.${language}.json`);
  const entries: HelpEntry[] = [];
  for (const key of Object.keys(rules)) {
    const id = key.endsWith('.title') ? key.slice(0, -'.title'.length) : undefined;
    if (id && rules[`${id}.body`]) entries.push({ id, title: rules[key]!, body: rules[`${id}.body`]!, language, link: `/faq#${ruleAnchor(id)}` });
  }
  for (const key of Object.keys(faq)) {
    const id = key.endsWith('.q') ? key.slice(0, -'.q'.length) : undefined;
    if (id && faq[`${id}.a`]) entries.push({ id, title: faq[key]!, body: faq[`${id}.a`]!, language, link: '/faq' });
  }
  if (language === 'en') SUPPORT_FAQ.forEach((entry, index) => entries.push({ id: `support.${index}`, title: entry.question, body: entry.answer, language }));
  return entries;
}

const STOPWORDS = new Set(
  (
    'a an the is are was were be been am do does did how what when where why which who whom can could should would will shall may might ' +
    'i me my we our you your it its this that these those to of in on for at by with from as and or not no if then than so about into ' +
    'there their they them he she his her get got work works happen happens mean means much many some any one ' +
    'क्या है हैं कैसे कब क्यों में का की के को से पर और या एक यह वह मेरा मेरी मेरे मैं होता होती होते'
  ).split(' '),
);

/** A bettor's words for the same thing, mapped to the rules' words (after stemming). */
const SYNONYMS: Record<string, string[]> = {
  withdrawal: ['withdraw'],
  cashout: ['cash', 'out'],
  payout: ['pay'],
  odd: ['price', 'odd'],
  session: ['fancy'],
  yes: ['fancy'],
  abandon: ['void'],
  cancel: ['void', 'cancel'],
  refund: ['void', 'return'],
  timing: ['time', 'open', 'close'],
  close: ['close', 'time'],
};

/** SYNONYMS with stemmed words on both sides, as the index holds them. */
const SYNONYMS_OF = new Map(Object.entries(SYNONYMS).map(([word, others]) => [stem(word), others.map(stem)]));

function stem(word: string): string {
  if (!/^[a-z]+$/.test(word)) return word;
  let current = word;
  for (let pass = 0; pass < 2; pass += 1) {
    if (current.length <= 4) break;
    const before = current;
    if (current.endsWith('ies')) current = `${current.slice(0, -3)}y`;
    else if (current.endsWith('ment')) current = current.slice(0, -4);
    else if (current.endsWith('ing')) current = current.slice(0, -3);
    else if (current.endsWith('ed')) current = current.slice(0, -2);
    else if (current.endsWith('es') && !current.endsWith('ses')) current = current.slice(0, -1);
    else if (current.endsWith('s') && !current.endsWith('ss')) current = current.slice(0, -1);
    else if (current.endsWith('e')) current = current.slice(0, -1);
    if (current === before) break;
  }
  return current;
}

export function tokens(text: string): string[] {
  return (text.toLowerCase().normalize('NFC').match(/[\p{L}\p{N}\p{M}]+/gu) ?? []).filter((word) => !STOPWORDS.has(word)).map(stem);
}

interface Indexed {
  entry: HelpEntry;
  terms: Map<string, number>;
  length: number;
}

const TITLE_WEIGHT = 3;
const K1 = 1.2;
const B = 0.75;

class HelpIndex {
  private readonly documents: Indexed[];
  private readonly documentFrequency = new Map<string, number>();
  private readonly averageLength: number;

  constructor(entries: HelpEntry[]) {
    this.documents = entries.map((entry) => {
      const terms = new Map<string, number>();
      const add = (term: string, weight: number) => terms.set(term, (terms.get(term) ?? 0) + weight);
      for (const term of tokens(entry.title)) add(term, TITLE_WEIGHT);
      for (const term of tokens(entry.body)) add(term, 1);
      let length = 0;
      for (const count of terms.values()) length += count;
      return { entry, terms, length };
    });
    for (const document of this.documents) {
      for (const term of document.terms.keys()) this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
    }
    this.averageLength = this.documents.reduce((sum, document) => sum + document.length, 0) / Math.max(1, this.documents.length);
  }

  search(query: string, limit: number): HelpEntry[] {
    const asked = tokens(query);
    const terms = new Set(asked.flatMap((term) => [term, ...(SYNONYMS_OF.get(term) ?? [])]));
    if (terms.size === 0) return [];
    const total = this.documents.length;
    const scored = this.documents.map((document) => {
      let score = 0;
      for (const term of terms) {
        const frequency = document.terms.get(term);
        if (!frequency) continue;
        const df = this.documentFrequency.get(term) ?? 0;
        const idf = Math.log(1 + (total - df + 0.5) / (df + 0.5));
        score += (idf * frequency * (K1 + 1)) / (frequency + K1 * (1 - B + (B * document.length) / this.averageLength));
      }
      // Every word of the question in the title: the question asked, in the entry's own words.
      const titleTerms = new Set(tokens(document.entry.title));
      if (asked.length > 0 && asked.every((term) => titleTerms.has(term))) score *= 1.5;
      return { entry: document.entry, score };
    });
    return scored
      .filter((item) => item.score > 0)
      .sort((a, b) => b.score - a.score)
      .slice(0, limit)
      .map((item) => item.entry);
  }
}

const indexes = new Map<HelpLanguage, HelpIndex>();

/** The reader's language's entries, then English's for anything not written in it. */
function indexFor(language: HelpLanguage): HelpIndex {
  let index = indexes.get(language);
  if (!index) {
    const own = entriesOf(language);
    const english = language === 'en' ? [] : entriesOf('en').filter((entry) => !own.some((mine) => mine.id === entry.id));
    index = new HelpIndex([...own, ...english]);
    indexes.set(language, index);
  }
  return index;
}

export const helpLanguageOf = (value: unknown): HelpLanguage =>
  (HELP_LANGUAGES as readonly unknown[]).includes(value) ? (value as HelpLanguage) : 'en';

/** The entries answering a question, best first. */
export function searchHelp(query: string, language: HelpLanguage = 'en', limit = 5): HelpEntry[] {
  return indexFor(language).search(query, limit);
}

/** The FAQ's questions in a language. */
export function faqEntries(language: HelpLanguage = 'en'): HelpEntry[] {
  return entriesOf(language).filter((entry) => entry.id.startsWith('faq.'));
}

/** Every rule's title and link, for the panel's list when nothing is searched. */
export function ruleTitles(language: HelpLanguage = 'en'): HelpEntry[] {
  return entriesOf(language).filter((entry) => entry.id.startsWith('rules.'));
}
