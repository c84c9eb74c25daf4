/** What the shell shows around a page; each route declares it in its handle (spec section 2). */
export type MenuKind = 'normal' | 'simple' | 'simplePrime' | 'none';
export type Background = 'verde' | 'claro';

export interface ShellConfig {
  menu: MenuKind;
  /** Bottom mini menu on phones. */
  miniMenu: boolean;
  footer: boolean;
  background: Background;
  topPadding: boolean;
}

export const SHELL_DEFAULT: ShellConfig = {
  menu: 'simple',
  miniMenu: false,
  footer: true,
  background: 'claro',
  topPadding: true,
};

export interface ShellHandle {
  shell: Partial<ShellConfig>;
}

export function shell(config: Partial<ShellConfig>): ShellHandle {
  return { shell: config };
}

function isShellHandle(handle: unknown): handle is ShellHandle {
  return typeof handle === 'object' && handle !== null && 'shell' in handle;
}

/** The deepest route that declares a shell wins; unset fields take the defaults. */
export function shellFor(handles: readonly unknown[]): ShellConfig {
  const declared = handles.filter(isShellHandle).at(-1);
  return { ...SHELL_DEFAULT, ...declared?.shell };
}
