import { use, useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useLocation } from 'wouter';
import { HOME_PATH } from '../../../../machines/router/routes.ts';
import type { DepositPage, depositMachine } from '../../../../machines/wallet/deposit.machine.ts';
import { useAppSystem } from '../../../runtime/app-system-context.tsx';

export type DepositActor = ActorRefFrom<typeof depositMachine>;

export const DEPOSIT_PATHS: Record<DepositPage, string> = {
  home: HOME_PATH,
  amount: '/wallet-deposit',
  paymentMethod: '/deposit-payment-method',
};

/**
 * The long-lived deposit actor (system id 'deposit'), told which screen is open; the addresses it
 * asks for are followed here (the actor never touches the browser). The first deposit screen loads
 * the actor's code (the screen suspends meanwhile; Home's first load carries none of it).
 */
export function useDeposit(page: Exclude<DepositPage, 'home'>): DepositActor {
  const { system } = useAppSystem();
  const deposit = use(system.deposit());
  const [, navigate] = useLocation();
  useEffect(() => {
    const subscription = deposit.on('deposit.navigate', (event) => navigate(DEPOSIT_PATHS[event.to]));
    deposit.send({ type: 'page.opened', page });
    return () => subscription.unsubscribe();
  }, [deposit, navigate, page]);
  return deposit;
}
