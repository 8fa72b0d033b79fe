// How the virtual-sports and mini-game boards show server stamps. Their rules (the selection of a
// price, what is still offered) are @betkit/domain's board module.
import { formatSeoulDateTime, parseSeoulStamp } from '@betkit/domain';

/** A Korean-time server stamp as HH:mm:ss ('21:04:50'), or the stamp as sent when it cannot be read. */
export function clockTimeOf(stamp: string): string {
  const instant = parseSeoulStamp(stamp);
  return instant === undefined ? stamp : formatSeoulDateTime(instant).slice(11);
}

/** A Korean-time server stamp as ISO text for a <time> element, or undefined when it cannot be read. */
export function isoTimeOf(stamp: string): string | undefined {
  const instant = parseSeoulStamp(stamp);
  return instant === undefined ? undefined : new Date(instant).toISOString();
}

