// The competitions and their names per language (docs/decisions/225): a language's name is shown on
// that language's site instead of the competition's own; naming nothing removes that language's.
//
//   npm run operator -- competitions                                              list them
//   npm run operator -- name-competition ck-ipl --lang hi --name "इंडियन प्रीमियर लीग"
//   npm run operator -- name-competition ck-ipl --lang hi                         the Hindi name removed
import { HttpError } from '../http-error.ts';
import type { OperatorAction, OperatorSection } from './operator-section.ts';

export const COMPETITION_NOT_FOUND = 'Competition not found.';
export const COMPETITION_NAME_PROBLEMS = {
  language: 'Give the language as its code, e.g. --lang hi.',
  name: 'Give a name of at most 80 characters, without line breaks.',
} as const;

const COMPETITION_ID = /^[A-Za-z0-9_.-]{1,64}$/;
const LANGUAGE_CODE = /^[a-z]{2,3}$/;
const MAX_NAME_LENGTH = 80;

interface CompetitionRow {
  id: string;
  sport_name: string;
  name: string;
  names: Record<string, string>;
}

const namesText = (names: Record<string, string>) =>
  Object.entries(names)
    .map(([code, name]) => `${code}: ${name}`)
    .join('; ');

const nameCompetition: OperatorAction = {
  name: 'name-competition',
  label: 'Name in a language',
  fields: [
    { name: 'lang', label: 'Language', placeholder: 'code, e.g. hi' },
    { name: 'name', label: 'Name', placeholder: 'name (empty: remove)' },
  ],
  async run(ctx, target, values) {
    const lang = (values.lang ?? '').trim();
    if (!LANGUAGE_CODE.test(lang)) throw new HttpError(400, COMPETITION_NAME_PROBLEMS.language);
    const name = (values.name ?? '').trim();
    if (name.length > MAX_NAME_LENGTH || /[\p{Cc}]/u.test(name)) throw new HttpError(400, COMPETITION_NAME_PROBLEMS.name);
    if (!COMPETITION_ID.test(target.id)) throw new HttpError(404, COMPETITION_NOT_FOUND);
    const [competition] = await ctx.db.query<{ id: string; names: Record<string, string> }>(
      `UPDATE competitions SET names = CASE WHEN $3 = '' THEN names - $2 ELSE names || jsonb_build_object($2::text, $3::text) END
        WHERE id = $1 RETURNING id, names`,
      [target.id, lang, name],
    );
    if (!competition) throw new HttpError(404, COMPETITION_NOT_FOUND);
    return name === '' ? `${competition.id}: no ${lang} name.` : `${competition.id} in ${lang}: ${name}.`;
  },
};

export const competitionsSection: OperatorSection = {
  name: 'competitions',
  title: 'Competitions',
  targetName: 'competitionId',
  headings: ['Competition', 'Sport', 'Name', 'Names by language'],
  async list(ctx) {
    const rows = await ctx.db.query<CompetitionRow>(
      'SELECT c.id, s.name AS sport_name, c.name, c.names FROM competitions c JOIN sports s ON s.id = c.sport_id ORDER BY c.sport_id, c.id',
    );
    return rows.map((row) => ({
      target: { id: row.id },
      cells: [row.id, row.sport_name, row.name, namesText(row.names)],
      actions: [nameCompetition.name],
    }));
  },
  actions: [nameCompetition],
};
