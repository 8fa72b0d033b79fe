export { SportTree, SportTreeBranches, SportTreeLink, SportTreeLinks, SportTreeStatus } from './SportTree';
export type {
  SportTreeBranch,
  SportTreeBranchesProps,
  SportTreeLinkItem,
  SportTreeLinkRenderProps,
  SportTreeProps,
} from './SportTree';
export { sportTreeLabels } from './labels';
export type { SportTreeLabels } from './labels';
