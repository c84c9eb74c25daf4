import css from './below-fold-hold.module.css';

/**
 * The room of content that renders a task after the first screen has been painted (lib/progressive.ts
 * usePainted): one screen tall, so the footer stays below the fold meanwhile and nothing visible moves.
 */
export default function BelowFoldHold({ testId }: { testId: string }) {
  return <div className={css.hold} data-testid={testId} />;
}
