import { FormattedMessage } from 'react-intl';
import faqEn from '../../i18n/faq.en.json';
import faqHi from '../../i18n/faq.hi.json';
import { AreaMessages, type AreaCatalogues } from '../../ui/area-messages.tsx';

/** The FAQ's own messages load with it, not with Home (docs/decisions/110). */
const FAQ_MESSAGES: AreaCatalogues = { en: faqEn, hi: faqHi };

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

export function FaqScreen() {
  return (
    <AreaMessages catalogues={FAQ_MESSAGES}>
      <FaqPage />
    </AreaMessages>
  );
}

function FaqPage() {
  return (
    <div className="page">
      <h1>
        <FormattedMessage id="faq.title" />
      </h1>
      <p>
        <FormattedMessage id="faq.intro" />
      </p>
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
    </div>
  );
}
