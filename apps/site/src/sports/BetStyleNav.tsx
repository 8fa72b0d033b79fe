import type { BetStyle } from '@betkit/domain';
import { NavTabs } from '@betkit/ui';
import { boardStyles, mobileBetStylePaths } from './betStylePaths';
import { prematchLabels } from './labels';
import { renderRouterLink } from '../app/routerLinks';

/** The bet styles' boards as links, for the mobile layout (desktop has them in the top bar's tabs). */
export function BetStyleNav({ current }: { current: BetStyle }) {
  const items = boardStyles.map((style) => ({ key: style, href: mobileBetStylePaths[style], label: prematchLabels.styleNames[style], current: style === current }));
  return <NavTabs label={prematchLabels.styles} items={items} variant="pill" renderLink={renderRouterLink} />;
}
