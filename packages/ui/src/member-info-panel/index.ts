export {
  MemberInfoPanel,
  memberInfoPanelVariants,
  memberMobileActions,
  memberQuickActions,
} from './MemberInfoPanel';
export type { MemberAction, MemberInfoPanelProps, MemberInfoUser } from './MemberInfoPanel';
export { LevelBadge } from './LevelBadge';
export type { LevelBadgeProps } from './LevelBadge';
export { cardCountText, memberInfoPanelLabels, unreadMessagesLabel } from './labels';
export type { MemberInfoPanelLabels } from './labels';
