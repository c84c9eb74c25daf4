/**
 * A plain icon with a count over its top-right corner (none when 0), as MUI's Badge drew it: the header's
 * cart and bell and the bottom menu, on every page's first paint (issue 8).
 */
import { PlainIcon, type PlainIconName } from './PlainIcon';
import css from './badged-icon.module.css';

const MAX_BADGE = 99;

interface Props {
  icon: PlainIconName;
  count: number;
  /** The error colour (unread notifications) instead of the offer colour. */
  error?: boolean;
  testId?: string;
}

export default function BadgedIcon({ icon, count, error = false, testId }: Props) {
  return (
    <span className={css.root} data-testid={testId}>
      <PlainIcon name={icon} />
      {count > 0 && <span className={error ? `${css.badge} ${css.error}` : css.badge}>{count > MAX_BADGE ? `${MAX_BADGE}+` : count}</span>}
    </span>
  );
}
