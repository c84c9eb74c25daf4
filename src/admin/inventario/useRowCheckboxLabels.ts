import { useEffect, type RefObject } from 'react';

/**
 * react-admin 5.15's row selection checkbox puts its aria-label on the wrapping span (not allowed there)
 * and leaves the real checkbox unlabeled (axe: aria-prohibited-attr, label). This moves each label onto
 * its input, for the rows present and those rendered later. Remove once react-admin labels the input.
 */
export function useRowCheckboxLabels(container: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const fix = () => {
      for (const span of root.querySelectorAll<HTMLElement>('.select-item[aria-label]')) {
        const input = span.querySelector('input');
        if (!input) continue;
        input.setAttribute('aria-label', span.getAttribute('aria-label')!);
        span.removeAttribute('aria-label');
      }
    };
    fix();
    const observer = new MutationObserver(fix);
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'] });
    return () => observer.disconnect();
  }, [container]);
}
