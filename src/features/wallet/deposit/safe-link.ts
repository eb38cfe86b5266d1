import { isWebAddress } from '../../../../machines/wallet/payment-methods.ts';

/** Operator data becomes a link or an image only as an http(s) address or a path of this site. */
export const isSafeLink = (link: string): boolean => isWebAddress(link) || /^\/(?!\/)/.test(link);
