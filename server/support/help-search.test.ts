// The help panel answers from the rules and the FAQ, well ranked: 20 common questions
// (and a few in Hindi) find the entry that answers them first.
import { describe, expect, it } from 'vitest';
import { ruleAnchor, searchHelp } from './help-search.ts';

/** A question and the entry that answers it (or any of a few that say the same). */
const QUESTIONS: [string, string | string[]][] = [
  ['what is lay bet', 'rules.exchange.backLay'],
  ['how does bet delay work', 'rules.exchange.betDelay'],
  ['when is fancy settled', 'rules.fancy.settlement'],
  ['matka rates', 'rules.matka.rates'],
  ['how to withdraw', 'faq.withdraw.howTo'],
  ['what is liability', 'rules.exchange.liability'],
  ['what is exposure', 'rules.exchange.liability'],
  ['why was my bet void', 'rules.exchange.void'],
  ['how does cash out work', 'rules.exchange.cashOut'],
  ['what is an unmatched bet', 'rules.exchange.unmatched'],
  ['why is the market suspended', 'rules.exchange.suspended'],
  ['what does ball running mean', 'rules.exchange.suspended'],
  ['bookmaker rate meaning', 'rules.bookmaker'],
  ['when does matka close', 'rules.matka.timings'],
  ['how do I deposit money', 'faq.deposit.howTo'],
  ['dragon tiger rules', 'rules.casino.dragonTiger'],
  ['how are fantasy points calculated', 'rules.fantasy.points'],
  ['what is UTR number', 'faq.utr.what'],
  ['OTP not received', ['faq.otp.notReceived', 'support.6']],
  ['how to play teen patti', 'rules.casino.teenPatti'],
  ['what is a back bet', 'rules.exchange.backLay'],
  ['how long does withdrawal take', 'faq.withdraw.time'],
  ['session bet yes no', 'rules.fancy.how'],
  ['roulette payout', 'rules.casino.roulette'],
];

const HINDI: [string, string][] = [
  ['बेट डिले क्या है', 'rules.exchange.betDelay'],
  ['मटका रेट', 'rules.matka.rates'],
  ['फ़ैंसी कब सेटल होता है', 'rules.fancy.settlement'],
  ['कैश आउट', 'rules.exchange.cashOut'],
];

describe('help search', () => {
  it.each(QUESTIONS)('"%s" is answered first by %s', (question, ids) => {
    expect([ids].flat()).toContain(searchHelp(question, 'en')[0]?.id);
  });

  it.each(HINDI)('"%s" (Hindi) is answered first by %s, in Hindi', (question, id) => {
    const [first] = searchHelp(question, 'hi');
    expect([first?.id, first?.language]).toEqual([id, 'hi']);
  });

  it('links a rule to its place on the FAQ page', () => {
    expect(searchHelp('what is lay bet')[0]?.link).toBe('/faq#rules-exchange-back-lay');
    expect(ruleAnchor('rules.casino.dragonTiger')).toBe('rules-casino-dragon-tiger');
  });

  it('finds nothing for words no entry has', () => {
    expect(searchHelp('zzzz qqqq')).toEqual([]);
  });
});
