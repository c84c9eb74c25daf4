import DashboardIcon from '@mui/icons-material/Dashboard';
import { Badge, Box, List, ListItemButton, ListItemIcon, ListItemText, ListSubheader, Tooltip } from '@mui/material';
import type { ReactElement } from 'react';
import { Link, useSidebarState, useTranslate } from 'react-admin';
import { matchPath, useLocation } from 'react-router-dom';
import { SIDEBAR } from './theme';
import { usePendingCount } from './usePendingPayments';
import { useVisibleMenu } from './useVisibleMenu';

/** The entry whose pending count shows as a badge (the verification queue). */
const QUEUE = 'pagos-por-verificar';

/** Read by screen readers, not shown (labels of a folded sidebar). */
const hidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

interface ItemProps {
  to: string;
  label: string;
  icon: ReactElement;
  /** Whether the current page is this entry's (or below it). */
  active: boolean;
  /** The sidebar is folded to icons: the label shows as a tooltip. */
  folded: boolean;
  /** A count shown on the icon (pending payments). */
  badge?: number;
}

function Item({ to, label, icon, active, folded, badge }: ItemProps) {
  const button = (
    <ListItemButton component={Link} to={to} selected={active} aria-current={active ? 'page' : undefined} sx={{ minHeight: 40 }}>
      <ListItemIcon sx={{ minWidth: 40 }}>
        <Badge badgeContent={badge} color="error" max={999} invisible={!badge} slotProps={{ badge: { 'aria-hidden': true } }}>
          {icon}
        </Badge>
      </ListItemIcon>
      <ListItemText primary={label} sx={folded ? hidden : undefined} />
    </ListItemButton>
  );
  return <li>{folded ? <Tooltip title={label} placement="right">{button}</Tooltip> : button}</li>;
}

/**
 * The admin menu of spec section 2 as site navigation: a nav landmark with one labelled list of links
 * per group (not an application menu of menu items), showing only the areas the user may open.
 */
export function Menu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { pathname } = useLocation();
  const { groups } = useVisibleMenu();
  const queueVisible = groups.some((g) => g.entries.some((e) => e.resource === QUEUE));
  const { data: pending } = usePendingCount(queueVisible);
  const isActive = (resource: string) => matchPath({ path: `/${resource}`, end: false }, pathname) !== null;
  return (
    <Box
      component="nav"
      aria-label={translate('mz.menu.navegacion')}
      sx={(theme) => ({ pb: 2, width: open ? SIDEBAR.width : SIDEBAR.closedWidth, transition: theme.transitions.create('width') })}
    >
      <List dense disablePadding>
        <Item to="/" label={translate('mz.panel.titulo')} icon={<DashboardIcon />} active={pathname === '/'} folded={!open} />
      </List>
      {groups.map((group) => {
        const headingId = `menu-${group.label.split('.').pop()}`;
        return (
          <Box key={group.label}>
            <ListSubheader
              id={headingId}
              component="h2"
              disableSticky
              sx={{ bgcolor: 'transparent', lineHeight: '32px', mt: 1, fontSize: '0.75rem', ...(open ? {} : hidden) }}
            >
              {translate(group.label)}
            </ListSubheader>
            <List dense disablePadding aria-labelledby={headingId}>
              {group.entries.map(({ resource, label, icon: Icon }) => (
                <Item
                  key={resource}
                  to={`/${resource}`}
                  label={resource === QUEUE && pending?.total ? `${translate(label)} (${pending.total})` : translate(label)}
                  icon={<Icon />}
                  active={isActive(resource)}
                  folded={!open}
                  badge={resource === QUEUE ? pending?.total : undefined}
                />
              ))}
            </List>
          </Box>
        );
      })}
    </Box>
  );
}
