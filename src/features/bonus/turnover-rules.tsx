/**
 * What counts towards a bonus's turnover (docs/decisions/133 and 171), as the server sends
 * the rules with a bonus's details: each known rule in the user's language with the server's figures
 * (the minimum odds and rate), a rule the page does not know in the server's words.
 */
import type { MessageDescriptor } from 'react-intl';
import { FormattedMessage, useIntl } from 'react-intl';
import type { TurnoverRule } from '../../../machines/bonus/bonus.machine.ts';

/** The message of a rule this page words itself, or null (then the server's text is shown). */
export function turnoverRuleMessage(rule: TurnoverRule): { descriptor: MessageDescriptor; values?: Record<string, string> } | null {
  switch (rule.code) {
    case 'settled_only':
    case 'net_risk':
    case 'other_stakes':
      return { descriptor: { id: `bonus.turnoverRule.${rule.code}` } };
    case 'min_odds':
      return rule.minOdds === undefined || rule.minRate === undefined
        ? null
        : { descriptor: { id: 'bonus.turnoverRule.min_odds' }, values: { odds: rule.minOdds.toFixed(2), rate: String(rule.minRate) } };
    default:
      return null;
  }
}

export function TurnoverRules({ rules }: { rules: readonly TurnoverRule[] }) {
  const intl = useIntl();
  if (rules.length === 0) return null;
  return (
    <section className="card bonus__rules" aria-labelledby="bonus-rules-title">
      <h2 id="bonus-rules-title" className="bonus__subtitle">
        <FormattedMessage id="bonus.turnoverRules.title" />
      </h2>
      <ul>
        {rules.map((rule, index) => {
          const message = turnoverRuleMessage(rule);
          // A rule worded here needs its id in this language's catalogue; else the server's words.
          const known = message !== null && intl.messages[String(message.descriptor.id)] !== undefined;
          return <li key={`${rule.code}-${index}`}>{known ? intl.formatMessage(message.descriptor, message.values) : rule.text}</li>;
        })}
      </ul>
    </section>
  );
}
