import LinkBehavior from '../../components/LinkBehavior';
import type { LinkMenu } from '../../lib/types';

/** External links open in a new tab; internal ones go through the router. */
export function zoneLinkTarget(link: LinkMenu) {
  return link.externo
    ? { component: 'a' as const, href: link.url, target: '_blank', rel: 'noopener noreferrer' }
    : { component: LinkBehavior, href: link.url };
}
