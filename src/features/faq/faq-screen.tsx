import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import faqEn from '../../i18n/faq.en.json';
import faqHi from '../../i18n/faq.hi.json';
import rulesEn from '../../i18n/rules.en.json';
import rulesHi from '../../i18n/rules.hi.json';
import { AreaMessages, type AreaCatalogues } from '../../ui/area-messages.tsx';
import { CASINO_GAME_RULES } from '../../ui/casino-game-rules.ts';

/** The FAQ's and the rules' own messages load with it, not with Home (docs/decisions/110, 163). */
const FAQ_MESSAGES: AreaCatalogues = { en: { ...faqEn, ...rulesEn }, hi: { ...faqHi, ...rulesHi } };

/** Questions by topic, each with its answer (catalogue ids, spelled out so the catalogue test sees them). */
const FAQ_TOPICS = [
  {
    titleId: 'faq.topic.deposits',
    questions: [
      { questionId: 'faq.deposit.howTo.q', answerId: 'faq.deposit.howTo.a' },
      { questionId: 'faq.deposit.time.q', answerId: 'faq.deposit.time.a' },
      { questionId: 'faq.deposit.notCredited.q', answerId: 'faq.deposit.notCredited.a' },
    ],
  },
  {
    titleId: 'faq.topic.withdrawals',
    questions: [
      { questionId: 'faq.withdraw.howTo.q', answerId: 'faq.withdraw.howTo.a' },
      { questionId: 'faq.withdraw.time.q', answerId: 'faq.withdraw.time.a' },
      { questionId: 'faq.withdraw.bonus.q', answerId: 'faq.withdraw.bonus.a' },
    ],
  },
  {
    titleId: 'faq.topic.utr',
    questions: [
      { questionId: 'faq.utr.what.q', answerId: 'faq.utr.what.a' },
      { questionId: 'faq.utr.where.q', answerId: 'faq.utr.where.a' },
    ],
  },
  {
    titleId: 'faq.topic.otp',
    questions: [
      { questionId: 'faq.otp.notReceived.q', answerId: 'faq.otp.notReceived.a' },
      { questionId: 'faq.otp.expired.q', answerId: 'faq.otp.expired.a' },
    ],
  },
  {
    titleId: 'faq.topic.account',
    questions: [
      { questionId: 'faq.account.forgotPassword.q', answerId: 'faq.account.forgotPassword.a' },
      { questionId: 'faq.account.withdrawPassword.q', answerId: 'faq.account.withdrawPassword.a' },
      { questionId: 'faq.account.demo.q', answerId: 'faq.account.demo.a' },
    ],
  },
] as const;

/**
 * The rules a bettor needs (decision 163), each with an anchor made from its id (`rules.fancy.settlement` → `/faq#rules-fancy-settlement`)
 * that a market, a game or the help panel can link to. The help panel's search reads the same files.
 */
const RULE_GROUPS = [
  {
    titleId: 'rules.group.exchange',
    rules: [
      { anchor: 'exchange-back-lay', titleId: 'rules.exchange.backLay.title', bodyId: 'rules.exchange.backLay.body' },
      { anchor: 'exchange-liability', titleId: 'rules.exchange.liability.title', bodyId: 'rules.exchange.liability.body' },
      { anchor: 'exchange-match-odds', titleId: 'rules.exchange.matchOdds.title', bodyId: 'rules.exchange.matchOdds.body' },
      { anchor: 'exchange-bet-delay', titleId: 'rules.exchange.betDelay.title', bodyId: 'rules.exchange.betDelay.body' },
      { anchor: 'exchange-suspended', titleId: 'rules.exchange.suspended.title', bodyId: 'rules.exchange.suspended.body' },
      { anchor: 'exchange-unmatched', titleId: 'rules.exchange.unmatched.title', bodyId: 'rules.exchange.unmatched.body' },
      { anchor: 'exchange-cash-out', titleId: 'rules.exchange.cashOut.title', bodyId: 'rules.exchange.cashOut.body' },
      { anchor: 'exchange-void', titleId: 'rules.exchange.void.title', bodyId: 'rules.exchange.void.body' },
    ],
  },
  {
    titleId: 'rules.group.fancy',
    rules: [
      { anchor: 'fancy-how', titleId: 'rules.fancy.how.title', bodyId: 'rules.fancy.how.body' },
      { anchor: 'fancy-settlement', titleId: 'rules.fancy.settlement.title', bodyId: 'rules.fancy.settlement.body' },
      { anchor: 'bookmaker', titleId: 'rules.bookmaker.title', bodyId: 'rules.bookmaker.body' },
    ],
  },
  {
    titleId: 'rules.group.matka',
    rules: [
      { anchor: 'matka-rates', titleId: 'rules.matka.rates.title', bodyId: 'rules.matka.rates.body' },
      { anchor: 'matka-timings', titleId: 'rules.matka.timings.title', bodyId: 'rules.matka.timings.body' },
    ],
  },
  {
    titleId: 'rules.group.casino',
    // Each lobby game's rules, linked from its game's bar (docs/decisions/195).
    rules: CASINO_GAME_RULES,
  },
  {
    titleId: 'rules.group.fantasy',
    rules: [
      { anchor: 'fantasy-points', titleId: 'rules.fantasy.points.title', bodyId: 'rules.fantasy.points.body' },
      { anchor: 'fantasy-team', titleId: 'rules.fantasy.team.title', bodyId: 'rules.fantasy.team.body' },
    ],
  },
] as const;

export function FaqScreen() {
  return (
    <AreaMessages catalogues={FAQ_MESSAGES}>
      <FaqPage />
    </AreaMessages>
  );
}

function FaqPage() {
  // A rule linked from a market, a game or matka (docs/decisions/223) arrives by the app's own
  // navigation, which does not scroll to an anchor as a page load does: scroll to it once shown
  // (to the middle, clear of the sticky header).
  useEffect(() => {
    const linked = typeof location !== 'undefined' && location.hash.startsWith('#rules-') ? document.getElementById(location.hash.slice(1)) : null;
    linked?.scrollIntoView({ block: 'center' });
  }, []);
  return (
    <div className="page">
      <h1>
        <FormattedMessage id="faq.title" />
      </h1>
      <p>
        <FormattedMessage id="faq.intro" />
      </p>
      <nav className="faq__rules-index" aria-labelledby="rules-title">
        {RULE_GROUPS.map((group) => (
          <a key={group.titleId} className="chip" href={`#rules-${group.rules[0].anchor}`}>
            <FormattedMessage id={group.titleId} />
          </a>
        ))}
      </nav>
      {FAQ_TOPICS.map((topic) => (
        <section key={topic.titleId} className="card faq__group" aria-labelledby={topic.titleId}>
          <h2 id={topic.titleId}>
            <FormattedMessage id={topic.titleId} />
          </h2>
          {topic.questions.map(({ questionId, answerId }) => (
            <details key={questionId} className="faq__item">
              <summary className="faq__question">
                <FormattedMessage id={questionId} />
              </summary>
              <p className="faq__answer">
                <FormattedMessage id={answerId} />
              </p>
            </details>
          ))}
        </section>
      ))}
      <h2 id="rules-title">
        <FormattedMessage id="rules.title" />
      </h2>
      <p>
        <FormattedMessage id="rules.intro" />
      </p>
      {RULE_GROUPS.map((group) => (
        <section key={group.titleId} className="card faq__group" aria-labelledby={group.titleId}>
          <h3 id={group.titleId}>
            <FormattedMessage id={group.titleId} />
          </h3>
          {group.rules.map((rule) => (
            <details key={rule.anchor} id={`rules-${rule.anchor}`} className="faq__item" open={isLinked(rule.anchor)}>
              <summary className="faq__question">
                <FormattedMessage id={rule.titleId} />
              </summary>
              <p className="faq__answer">
                <FormattedMessage id={rule.bodyId} />
              </p>
            </details>
          ))}
        </section>
      ))}
    </div>
  );
}

/** A rule the address links to (`#rules-<anchor>`) opens. */
function isLinked(anchor: string): boolean {
  return typeof location !== 'undefined' && location.hash === `#rules-${anchor}`;
}
