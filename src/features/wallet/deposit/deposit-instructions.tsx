import { FormattedMessage } from 'react-intl';
import { isSafeLink } from './safe-link.ts';

/** The spec's §9 instruction texts: shown when the wallet config gives no deposit rules. */
const DEFAULT_INSTRUCTION_IDS = [
  'wallet.deposit.instruction.within45',
  'wallet.deposit.instruction.neft',
  'wallet.deposit.instruction.accountChange',
] as const;

/** The value for the current language, else English (the config keys them by language code). */
export function byLanguage<Value>(values: Readonly<Record<string, Value>>, language: string): Value | undefined {
  return values[language] ?? values.en;
}

/** Spec §2: instructions from the config's deposit rules in the current language, and the tutorial video. */
export function DepositInstructions({ rules, video }: { rules: readonly string[]; video: string | undefined }) {
  return (
    <section className="card deposit-instructions" aria-labelledby="deposit-instructions-title">
      <h2 id="deposit-instructions-title" className="wallet-card__title">
        <FormattedMessage id="wallet.deposit.instructions.title" />
      </h2>
      <ul className="deposit-instructions__list">
        {rules.length > 0
          ? rules.map((rule, index) => <li key={index}>{rule}</li>)
          : DEFAULT_INSTRUCTION_IDS.map((id) => (
              <li key={id}>
                <FormattedMessage id={id} />
              </li>
            ))}
      </ul>
      {video && isSafeLink(video) && (
        <a className="deposit-instructions__video" href={video} target="_blank" rel="noopener noreferrer">
          <FormattedMessage id="wallet.deposit.video" />
        </a>
      )}
    </section>
  );
}
