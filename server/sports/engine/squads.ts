// The cricket sides' squads (docs/decisions/216): eleven named players each, in batting order, with
// the fantasy roles and credits. A side the list names keeps its players; any other side gets eleven
// drawn from its name (the same every time), so every match the engine plays has its players.
import { drawsFrom } from './random.ts';

export type PlayerRole = 'wk' | 'bat' | 'ar' | 'bowl';

export interface SquadPlayer {
  name: string;
  role: PlayerRole;
  /** Fantasy credits. */
  credits: number;
}

type Row = [string, PlayerRole, number];

/** Named sides, in batting order: 2 wicket-keepers, 4 batters, 2 all-rounders, 3 bowlers. */
const NAMED: Record<string, Row[]> = {
  India: [
    ['R Sharma', 'bat', 10], ['S Gill', 'bat', 9], ['V Kohli', 'bat', 10.5], ['S Iyer', 'bat', 8.5], ['R Pant', 'wk', 9.5], ['KL Rahul', 'wk', 9],
    ['H Pandya', 'ar', 9.5], ['R Jadeja', 'ar', 9], ['K Yadav', 'bowl', 8], ['J Bumrah', 'bowl', 9.5], ['M Siraj', 'bowl', 8.5],
  ],
  Australia: [
    ['T Head', 'bat', 10], ['D Warner', 'bat', 9], ['M Labuschagne', 'bat', 9], ['S Smith', 'bat', 9.5], ['J Inglis', 'wk', 8], ['A Carey', 'wk', 8.5],
    ['G Maxwell', 'ar', 9.5], ['M Marsh', 'ar', 9], ['P Cummins', 'bowl', 9], ['M Starc', 'bowl', 9], ['A Zampa', 'bowl', 8],
  ],
  England: [
    ['P Salt', 'wk', 8.5], ['B Duckett', 'bat', 8.5], ['Z Crawley', 'bat', 8], ['J Root', 'bat', 9.5], ['H Brook', 'bat', 9.5], ['J Buttler', 'wk', 10],
    ['B Stokes', 'ar', 9.5], ['M Ali', 'ar', 8.5], ['A Rashid', 'bowl', 8.5], ['J Archer', 'bowl', 9], ['M Wood', 'bowl', 8.5],
  ],
  'South Africa': [
    ['Q de Kock', 'wk', 9.5], ['T Bavuma', 'bat', 8], ['A Markram', 'bat', 9], ['R van der Dussen', 'bat', 8.5], ['H Klaasen', 'wk', 9], ['D Miller', 'bat', 9],
    ['M Jansen', 'ar', 9], ['A Phehlukwayo', 'ar', 7.5], ['K Maharaj', 'bowl', 8], ['K Rabada', 'bowl', 9.5], ['A Nortje', 'bowl', 9],
  ],
};

/** The shape of a drawn squad, in batting order: role and credits (within the team rules' 100 credits). */
const TEMPLATE: [PlayerRole, number][] = [
  ['bat', 9], ['wk', 9.5], ['bat', 10], ['bat', 9], ['bat', 8.5], ['wk', 8], ['ar', 9.5], ['ar', 8.5], ['bowl', 9], ['bowl', 8.5], ['bowl', 8],
];
const INITIALS = 'ABDGHJKMNPRSTVY';
const SURNAMES = [
  'Ahmed', 'Ali', 'Bell', 'Bose', 'Carter', 'Chandra', 'Das', 'Dutta', 'Evans', 'Fernando', 'Ghosh', 'Gupta', 'Hassan', 'Hill', 'Iqbal', 'Jones',
  'Joshi', 'Kapoor', 'Khan', 'Kumar', 'Lewis', 'Malik', 'Mehta', 'Mishra', 'Nair', 'Naidu', 'Patel', 'Perera', 'Rao', 'Reddy', 'Roy', 'Saini',
  'Shah', 'Silva', 'Singh', 'Taylor', 'Thomas', 'Varma', 'Walker', 'Yadav', 'Young', 'Zaman', 'Bhatt', 'Gill', 'Pillai', 'Rana', 'Sen', 'Tiwari',
];

function nameHash(name: string): number {
  let hash = 0x811c9dc5;
  for (const char of name) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

/** A side's eleven, in batting order (the same for the same name). */
export function squadOf(side: string): SquadPlayer[] {
  const named = NAMED[side];
  if (named) return named.map(([name, role, credits]) => ({ name, role, credits }));
  const draws = drawsFrom(nameHash(side));
  const pool = [...SURNAMES];
  return TEMPLATE.map(([role, credits]) => {
    const surname = pool.splice(Math.floor(draws.next() * pool.length), 1)[0]!;
    return { name: `${INITIALS[Math.floor(draws.next() * INITIALS.length)]} ${surname}`, role, credits };
  });
}

/** The squad's bowlers: its all-rounders and bowlers (five: 20 overs at most 4 each). */
export const bowlersOf = (squad: readonly SquadPlayer[]): number[] =>
  squad.flatMap((player, index) => (player.role === 'ar' || player.role === 'bowl' ? [index] : []));

/** The squad's wicket-keeper: its first wk. */
export const keeperOf = (squad: readonly SquadPlayer[]): number => Math.max(0, squad.findIndex((player) => player.role === 'wk'));
