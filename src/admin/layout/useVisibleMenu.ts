import { useCanAccessResources, useResourceDefinitions } from 'react-admin';
import { MENU, MENU_RESOURCES, type MenuGroup } from './menu-entries';

/** The menu groups and entries the user may open: resource registered and canAccess 'list' allowed. */
export function useVisibleMenu(): { groups: MenuGroup[]; isPending: boolean } {
  const definitions = useResourceDefinitions();
  const registered = MENU_RESOURCES.filter((resource) => resource in definitions);
  const { canAccess, isPending } = useCanAccessResources({ action: 'list', resources: registered });
  const groups = MENU.map((group) => ({
    ...group,
    entries: group.entries.filter((e) => e.resource in definitions && canAccess?.[e.resource] === true),
  })).filter((group) => group.entries.length > 0);
  return { groups, isPending };
}
