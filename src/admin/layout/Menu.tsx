import { ListSubheader } from '@mui/material';
import { Fragment } from 'react';
import { Menu as RaMenu, useSidebarState, useTranslate } from 'react-admin';
import { useVisibleMenu } from './useVisibleMenu';

/** The admin menu of spec section 2, grouped, showing only the areas the user may open. */
export function Menu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { groups } = useVisibleMenu();
  return (
    <RaMenu>
      <RaMenu.DashboardItem />
      {groups.map((group) => (
        <Fragment key={group.label}>
          {open && (
            <ListSubheader disableSticky sx={{ bgcolor: 'transparent', lineHeight: '32px', mt: 1 }}>
              {translate(group.label)}
            </ListSubheader>
          )}
          {group.entries.map(({ resource, label, icon: Icon }) => (
            <RaMenu.Item key={resource} to={`/${resource}`} primaryText={translate(label)} leftIcon={<Icon />} />
          ))}
        </Fragment>
      ))}
    </RaMenu>
  );
}
