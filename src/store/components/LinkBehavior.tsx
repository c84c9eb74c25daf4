/** Makes MUI links and buttons with an href navigate through the router. */
import { forwardRef } from 'react';
import { Link, type LinkProps } from 'react-router';

const LinkBehavior = forwardRef<HTMLAnchorElement, Omit<LinkProps, 'to'> & { href: LinkProps['to'] }>(
  function LinkBehavior({ href, ...props }, ref) {
    return <Link ref={ref} to={href} {...props} />;
  },
);

export default LinkBehavior;
