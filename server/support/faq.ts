// The support page's questions (server/support/support-page.ts): short, plain answers to what
// bettors ask support most. English only for now (docs/decisions/092).
export const SUPPORT_FAQ: readonly { question: string; answer: string }[] = [
  { question: 'How do I deposit?', answer: 'Open Deposit, enter the amount, choose a payment method, pay, upload the payment proof and enter the UTR number.' },
  { question: 'My deposit is not credited yet', answer: 'Deposits are checked within 45 minutes. If it takes longer, write to us below with the UTR number.' },
  { question: 'How long does a withdrawal take?', answer: 'At most 45 minutes after approval; NEFT transfers can take 40 minutes to 2 hours.' },
  { question: 'Why can I not withdraw my bonus?', answer: 'Only the main wallet can be withdrawn. A bonus is released after its turnover; claim it on the Bonus page to move it into the main wallet.' },
  { question: 'What is the welcome bonus wallet?', answer: 'With the welcome bonus wallet active, your bets may also use your bonus money. Switch wallets on the Bonus page when you have no open bets.' },
  { question: 'How does refer and earn work?', answer: 'Share your refer code. When a friend signs up with it and their first deposit is approved, you earn the refer reward in your bonus wallet.' },
  { question: 'I did not receive the OTP', answer: 'Wait for the countdown to end and press Resend. Check that the mobile number is right.' },
  { question: 'I forgot my password', answer: 'Use Forgot Password on the login screen: we send an OTP to your registered mobile number.' },
  { question: 'How do I set limits or take a break?', answer: 'Open your profile: deposit and loss limits, a reality check, a time-out and self-exclusion are there.' },
];
