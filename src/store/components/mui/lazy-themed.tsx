/**
 * Lazy parts that use MUI, each inside the storefront's theme: the part's chunk and the theme's (MUI and
 * emotion) load together, in parallel, on the part's first render. Plain parts use React's `lazy`.
 */
import { lazy, type ComponentType } from 'react';

type Module<P> = Promise<{ default: ComponentType<P> }>;

/** The component of `load`, wrapped in MuiTheme, once both chunks are here. */
export async function themed<P extends object>(load: () => Module<P>): Promise<ComponentType<P>> {
  const [{ default: MuiTheme }, { default: Part }] = await Promise.all([import('./MuiTheme'), load()]);
  function Themed(props: P) {
    return (
      <MuiTheme>
        <Part {...props} />
      </MuiTheme>
    );
  }
  Themed.displayName = `Themed(${Part.displayName ?? Part.name})`;
  return Themed;
}

/** React's `lazy` for a part that uses MUI. */
export function lazyThemed<P extends object>(load: () => Module<P>) {
  return lazy(async () => ({ default: await themed(load) }));
}
