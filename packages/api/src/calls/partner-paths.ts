// Not in spec: the partner and recommender areas' paths. They live apart from ../paths.ts so that only the partner
// calls and the demo backend load them: nothing of those areas reaches a member's first route.
import type { ClientPaths, ExtraPaths, PartnerPaths } from '../paths';
import { DEFAULT_SITE_PATHS, resolveClientPaths } from '../paths';

/** Not in spec: the partner and recommender areas' default paths. */
export const DEFAULT_PARTNER_PATHS: Readonly<PartnerPaths> = {
  partnerSummary: '/partner/summary',
  partnerRolling: '/partner/rolling',
  partnerMembers: '/partner/members',
  partnerCharges: '/partner/charges',
  partnerBets: '/partner/bets',
  partnerThirdPartyBets: '/partner/third-party-bets',
  partnerSettlements: '/partner/settlements',
  partnerEnquiry: '/partner/enquiry',
  partnerAnalysis: '/partner/analysis',
  recommenderSummary: '/recommender/summary',
  recommenderMembers: '/recommender/members',
  recommenderCharges: '/recommender/charges',
  recommenderSettlements: '/recommender/settlements',
};

/** Every default path. */
export const DEFAULT_EXTRA_PATHS: Readonly<ExtraPaths> = { ...DEFAULT_SITE_PATHS, ...DEFAULT_PARTNER_PATHS };

/** Every default path with an operator's overrides; blank overrides are ignored. */
export function resolveExtraPaths(overrides: Partial<ExtraPaths> = {}): Readonly<ExtraPaths> {
  return { ...DEFAULT_PARTNER_PATHS, ...resolveClientPaths(overrides) };
}

/** A partner or recommender call's path: the client's override, else the default. */
export function partnerPath(paths: ClientPaths, key: keyof PartnerPaths): string {
  return paths[key] ?? DEFAULT_PARTNER_PATHS[key];
}
