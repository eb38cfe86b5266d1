// Site version and settings (spec §3, §7 "Site and auth"): what the client needs before a user.
import type { Handlers } from '../contract/handlers.ts';
import type { components } from '../../api-spec/schema.gen.ts';

type SiteSetting = components['schemas']['SiteSetting'];
type BonusData = components['schemas']['BonusData'];

export const siteHandlers: Handlers = {
  siteVersion: ({ site }) => ({
    status: 200,
    success: true,
    debug: [site.debug],
    data: {
      version: site.version,
      maintenance: site.maintenance && {
        from_date: site.maintenance.from.toISOString(),
        to_date: site.maintenance.to.toISOString(),
      },
    },
  }),

  siteSettings: ({ site }) => ({
    status: 200,
    success: true,
    data: {
      siteSetting: { ...site.settings, business_type: site.businessType, domain_name: site.domain } as SiteSetting,
      casino_url: site.casinoUrl,
      bonus_data: site.bonusData as BonusData[],
    },
  }),
};
