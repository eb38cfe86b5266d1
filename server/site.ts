// A site is one operator domain (spec §1): its look, languages and rules (server/sites.ts finds them).

export interface MaintenanceWindow {
  from: Date;
  to: Date;
}

export interface Site {
  id: number;
  domain: string;
  businessType: 1 | 2;
  /** The site setting of spec §3 without business_type and domain_name (those are columns). */
  settings: Record<string, unknown>;
  casinoUrl: string;
  bonusData: unknown[];
  version: string;
  debug: boolean;
  maintenance: MaintenanceWindow | null;
}
