/**
 * The wallet screens' machines given their real actors. Imported only by the wallet screens, so the
 * machines load with them, not with the app's first script (src/runtime/system.ts holds the actors).
 */
import { historyMachine } from '../../../machines/wallet/history.machine.ts';
import { otpMachine } from '../../../machines/otp/otp.machine.ts';
import { addAccountMachine } from '../../../machines/wallet/add-account.machine.ts';
import { withdrawPasswordMachine } from '../../../machines/wallet/withdraw-password.machine.ts';
import { withdrawMachine } from '../../../machines/wallet/withdraw.machine.ts';
import type { WalletScreenActors } from './withdraw.ts';

/** The withdraw actor with its children, each given its real actors. */
export const withdrawLogicOf = ({ withdraw, addAccount, withdrawPassword }: WalletScreenActors) =>
  withdrawMachine.provide({
    actors: {
      ...withdraw,
      addAccountForm: addAccountMachine.provide({ actors: addAccount }),
      withdrawPassword: withdrawPasswordMachine.provide({
        actors: {
          checkWithdrawalPassword: withdrawPassword.checkWithdrawalPassword,
          storedOtpDeadline: withdrawPassword.storedOtpDeadline,
          sendOtpToMobile: withdrawPassword.sendOtpToMobile,
          resetWithdrawalPassword: withdrawPassword.resetWithdrawalPassword,
          updateTransactionPassword: withdrawPassword.updateTransactionPassword,
          otpCountdown: otpMachine.provide({ actors: { sendOtp: withdrawPassword.sendOtp } }),
        },
      }),
    },
  });

/** The transaction history actor with its real actors. */
export const historyLogicOf = ({ history }: WalletScreenActors) => historyMachine.provide({ actors: history });
