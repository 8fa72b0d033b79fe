export { PartnerFrame, partnerMenuItems } from './PartnerFrame';
export type { PartnerFrameProps, PartnerLinkProps, PartnerMenuItem } from './PartnerFrame';
export { partnerFrameLabels, partnerMenuLabels } from './labels';
export type { PartnerFrameLabels, PartnerPage } from './labels';
