import { ListSubheader } from '@mui/material';
import { Menu as RaMenu, useSidebarState, useTranslate } from 'react-admin';
import { useVisibleMenu } from './useVisibleMenu';

/** The admin menu of spec section 2, grouped, showing only the areas the user may open. */
export function Menu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { groups } = useVisibleMenu();
  // MUI's MenuList refuses fragments: each group is flattened into the list
  const items = groups.flatMap((group) => [
    open ? (
      <ListSubheader key={group.label} disableSticky sx={{ bgcolor: 'transparent', lineHeight: '32px', mt: 1 }}>
        {translate(group.label)}
      </ListSubheader>
    ) : null,
    ...group.entries.map(({ resource, label, icon: Icon }) => (
      <RaMenu.Item key={resource} to={`/${resource}`} primaryText={translate(label)} leftIcon={<Icon />} />
    )),
  ]);
  return (
    <RaMenu>
      <RaMenu.DashboardItem />
      {items}
    </RaMenu>
  );
}
