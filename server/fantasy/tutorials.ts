// How to play fantasy cricket, per language (docs/decisions/084): the server's tutorials,
// written from the operator's own rules (FANTASY_SETTINGS), so the numbers a user reads are the ones
// the team builder and the server apply. A language without its own tutorials gets English's.
import { FANTASY_SETTINGS, MAX_TEAMS_PER_MATCH } from './fantasy-rules.ts';
import { ECONOMY_BANDS, ECONOMY_MIN_BALLS, POINTS, STRIKE_RATE_BANDS, STRIKE_RATE_MIN_BALLS } from './points-table.ts';

export const TUTORIAL_LANGUAGES = ['en', 'hi'] as const;
type TutorialLanguage = (typeof TUTORIAL_LANGUAGES)[number];

interface Tutorial {
  id: number;
  title: string;
  summary: string;
  steps: string[];
  video_url: string | null;
  language_code: TutorialLanguage;
}

const settings = FANTASY_SETTINGS;
const limit = (role: keyof typeof settings.roles) => `${settings.roles[role].min}-${settings.roles[role].max}`;
/** "+6", "-2": a table's points with their sign. */
const signed = (points: number) => (points > 0 ? `+${points}` : String(points));
/** The bands of a bonus, "170 or more +6, 150-170 +4, … below 50 -6", from the points table (docs/decisions/216). */
const bands = (table: readonly [number, number, number][], orMore: (value: number) => string, below: (value: number) => string) =>
  table.map(([from, to, points]) => `${to === Infinity ? orMore(from) : from === 0 ? below(to) : `${from}-${to}`} ${signed(points)}`).join(', ');
const EN_BANDS = [(value: number) => `${value} or more`, (value: number) => `below ${value}`] as const;
const HI_BANDS = [(value: number) => `${value} या अधिक`, (value: number) => `${value} से कम`] as const;

const TUTORIALS: Record<TutorialLanguage, Omit<Tutorial, 'language_code' | 'video_url'>[]> = {
  en: [
    {
      id: 1,
      title: 'Build your team',
      summary: `Pick ${settings.teamSize} players of one match within ${settings.creditLimit} credits.`,
      steps: [
        'Open a match from Fantasy cricket and tap "Create a team".',
        `Pick ${settings.teamSize} players; each costs credits and together they may use at most ${settings.creditLimit}.`,
        `Keep the role limits: wicket-keepers ${limit('wk')}, batters ${limit('bat')}, all-rounders ${limit('ar')}, bowlers ${limit('bowl')}.`,
        `Take at most ${settings.maxPerSide} players from one side. A player you cannot pick shows the reason.`,
        `Choose a captain (${settings.captainMultiplier}x points) and a vice-captain (${settings.viceCaptainMultiplier}x points), name the team and save it.`,
        `You may make up to ${MAX_TEAMS_PER_MATCH} teams per match, rename them, or reset one and pick again, until the match starts.`,
      ],
    },
    {
      id: 2,
      title: 'How points work',
      summary: 'Your team scores the points its players earn in the real match.',
      steps: [
        'Players earn points ball by ball for what they do in the match, by this table:',
        `Batting: ${signed(POINTS.run)} a run, ${signed(POINTS.four)} more for a four, ${signed(POINTS.six)} more for a six; ${signed(POINTS.halfCentury)} for 50 runs, ${signed(POINTS.century)} for 100 (instead); ${POINTS.duck} for out on 0 (not bowlers).`,
        `Bowling: ${signed(POINTS.wicket)} a wicket, ${signed(POINTS.bowledOrLbw)} more when bowled or lbw; ${signed(POINTS.threeWickets)} for 3 wickets, ${signed(POINTS.fiveWickets)} for 5 (instead). Fielding: ${signed(POINTS.catch)} a catch.`,
        `Strike rate (from ${STRIKE_RATE_MIN_BALLS} balls, not bowlers): ${bands(STRIKE_RATE_BANDS, ...EN_BANDS)}.`,
        `Economy, runs an over (from ${ECONOMY_MIN_BALLS / 6} overs): ${bands(ECONOMY_BANDS, ...EN_BANDS)}.`,
        'Points come in with every ball; your team and its rank update live. The operator may correct a player\'s points.',
        `Your team's points are the sum of its players' points, with the captain's doubled (${settings.captainMultiplier}x) and the vice-captain's ${settings.viceCaptainMultiplier}x.`,
        'Teams are locked at the start: choose your captain well.',
      ],
    },
    {
      id: 3,
      title: 'Contests and prizes',
      summary: 'Join contests with your teams; prizes are paid by rank when the match is completed.',
      steps: [
        'Each contest shows its prize pool, entry fee, spots left and the prize for each rank.',
        'Choose a team and join: the entry fee leaves your balance once. "Filling fast" means few spots are left.',
        'You can cancel an entry before the match starts and the fee comes back to your balance.',
        "Follow your rank in the contest's leaderboard under My contests.",
        'When the match is completed, prizes are paid by rank to your balance. Teams with equal points share the prizes of the ranks they cover.',
      ],
    },
  ],
  hi: [
    {
      id: 1,
      title: 'अपनी टीम बनाएं',
      summary: `एक मैच के ${settings.teamSize} खिलाड़ी ${settings.creditLimit} क्रेडिट के भीतर चुनें।`,
      steps: [
        'फ़ैंटेसी क्रिकेट में एक मैच खोलें और "टीम बनाएं" दबाएं।',
        `${settings.teamSize} खिलाड़ी चुनें; हर खिलाड़ी के क्रेडिट लगते हैं और सब मिलाकर अधिकतम ${settings.creditLimit} क्रेडिट।`,
        `भूमिका की सीमाएं रखें: विकेटकीपर ${limit('wk')}, बल्लेबाज़ ${limit('bat')}, ऑलराउंडर ${limit('ar')}, गेंदबाज़ ${limit('bowl')}।`,
        `एक टीम से अधिकतम ${settings.maxPerSide} खिलाड़ी लें। जो खिलाड़ी नहीं चुना जा सकता, उस पर कारण दिखता है।`,
        `एक कप्तान (${settings.captainMultiplier}x अंक) और एक उप-कप्तान (${settings.viceCaptainMultiplier}x अंक) चुनें, टीम का नाम रखें और सहेजें।`,
        `मैच शुरू होने तक एक मैच में ${MAX_TEAMS_PER_MATCH} टीमें तक बना सकते हैं, उनका नाम बदल सकते हैं, या टीम रीसेट करके फिर से चुन सकते हैं।`,
      ],
    },
    {
      id: 2,
      title: 'अंक कैसे मिलते हैं',
      summary: 'असली मैच में खिलाड़ी जो अंक कमाते हैं, वही आपकी टीम के अंक हैं।',
      steps: [
        'खिलाड़ी मैच में हर गेंद पर अपने खेल से इस तालिका के अनुसार अंक कमाते हैं:',
        `बल्लेबाज़ी: हर रन ${signed(POINTS.run)}, चौके पर ${signed(POINTS.four)} और, छक्के पर ${signed(POINTS.six)} और; 50 रन पर ${signed(POINTS.halfCentury)}, 100 पर ${signed(POINTS.century)} (उसकी जगह); 0 पर आउट ${POINTS.duck} (गेंदबाज़ों को छोड़कर)।`,
        `गेंदबाज़ी: हर विकेट ${signed(POINTS.wicket)}, बोल्ड या एलबीडब्ल्यू पर ${signed(POINTS.bowledOrLbw)} और; 3 विकेट पर ${signed(POINTS.threeWickets)}, 5 पर ${signed(POINTS.fiveWickets)} (उसकी जगह)। फ़ील्डिंग: हर कैच ${signed(POINTS.catch)}।`,
        `स्ट्राइक रेट (${STRIKE_RATE_MIN_BALLS} गेंदों से, गेंदबाज़ों को छोड़कर): ${bands(STRIKE_RATE_BANDS, ...HI_BANDS)}।`,
        `इकॉनमी, प्रति ओवर रन (${ECONOMY_MIN_BALLS / 6} ओवर से): ${bands(ECONOMY_BANDS, ...HI_BANDS)}।`,
        'अंक हर गेंद के साथ आते हैं; आपकी टीम और उसकी रैंक साथ-साथ बदलती है। ऑपरेटर किसी खिलाड़ी के अंक सुधार सकता है।',
        `टीम के अंक उसके खिलाड़ियों के अंकों का जोड़ हैं; कप्तान के अंक दोगुने (${settings.captainMultiplier}x) और उप-कप्तान के ${settings.viceCaptainMultiplier}x।`,
        'मैच शुरू होते ही टीमें लॉक हो जाती हैं: कप्तान सोच-समझकर चुनें।',
      ],
    },
    {
      id: 3,
      title: 'कॉन्टेस्ट और इनाम',
      summary: 'अपनी टीमों से कॉन्टेस्ट में जुड़ें; मैच पूरा होने पर रैंक के अनुसार इनाम मिलते हैं।',
      steps: [
        'हर कॉन्टेस्ट में इनाम राशि, प्रवेश शुल्क, बची जगहें और हर रैंक का इनाम दिखता है।',
        'एक टीम चुनें और जुड़ें: प्रवेश शुल्क आपके बैलेंस से एक बार कटता है। "तेज़ी से भर रहा है" का अर्थ है कि कम जगहें बची हैं।',
        'मैच शुरू होने से पहले आप एंट्री रद्द कर सकते हैं; शुल्क आपके बैलेंस में लौट आता है।',
        'मेरे कॉन्टेस्ट में कॉन्टेस्ट के लीडरबोर्ड पर अपनी रैंक देखें।',
        'मैच पूरा होने पर रैंक के अनुसार इनाम आपके बैलेंस में आते हैं। बराबर अंक वाली टीमें अपनी रैंकों के इनाम बराबर बांटती हैं।',
      ],
    },
  ],
};

const isTutorialLanguage = (code: string | undefined): code is TutorialLanguage => TUTORIAL_LANGUAGES.some((language) => language === code);

export function tutorials(language: string | undefined): Tutorial[] {
  const code = isTutorialLanguage(language) ? language : 'en';
  return TUTORIALS[code].map((tutorial) => ({ ...tutorial, video_url: null, language_code: code }));
}
