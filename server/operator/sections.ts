// The operator console's sections, in menu order. A new section adds one line here.
import type { OperatorSection } from './operator-section.ts';
import { competitionsSection } from './competitions-section.ts';
import { depositAccountsSection } from './deposit-accounts-section.ts';
import { fantasyContestsSection } from './fantasy-contests-section.ts';
import { fantasySection } from './fantasy-section.ts';
import { marketsSection } from './markets-section.ts';
import { matkaSection } from './matka-section.ts';
import { sitesSection } from './sites-section.ts';
import { transactionsSection } from './transactions-section.ts';
import { usersSection } from './users-section.ts';
import { supportSection } from './support-section.ts';

export const operatorSections: OperatorSection[] = [usersSection, transactionsSection, depositAccountsSection, marketsSection, competitionsSection, sitesSection, matkaSection, fantasySection, fantasyContestsSection, supportSection];
