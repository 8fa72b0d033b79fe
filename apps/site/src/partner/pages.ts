// The partner area's pages (spec 2: /partner/pt, pt_sports … analysis): ui's partner menu names them, in order.
import type { DateRangePreset, RollingGameType } from '@betkit/domain';
import { partnerMenuLabels, type PartnerPage } from '@betkit/ui';

/** Not in spec: a partner page opens on the last 7 days (the second of betting-core §9's presets). */
export const PARTNER_PERIOD_PRESET: DateRangePreset = '7days';

/** The rolling pages' game type by route segment (spec 2: "pt_sports … pt_slot (rolling per game type)"). */
export const rollingPages = {
  pt_sports: 'sports',
  pt_mini: 'mini',
  pt_virtual: 'virtual',
  pt_casino: 'casino',
  pt_slot: 'slot',
} as const satisfies Partial<Record<PartnerPage, RollingGameType>>;

/** A rolling page's route segment. */
export type RollingPage = keyof typeof rollingPages;

/** Each page's title: its menu entry's words. */
export const partnerPageTitles: Readonly<Record<PartnerPage, string>> = partnerMenuLabels;

/** The partner page a path shows ('/partner/member' → 'member'), or undefined. */
export function partnerPageOf(pathname: string): PartnerPage | undefined {
  const segment = pathname.split('/').filter(Boolean)[1];
  return segment !== undefined && Object.hasOwn(partnerMenuLabels, segment) ? (segment as PartnerPage) : undefined;
}
