/** Floating categories panel: top-level categories with icon and thumbnail, subcategories nested. */
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { link } from '../../lib/links';
import CategoryIcon from '../../components/CategoryIcon';
import CategoryThumb from '../../components/CategoryThumb';
import PageLoader from '../../components/PageLoader';
import SidePanel from '../../components/SidePanel';
import { menuCategoriesQuery } from '../../lib/queries';
import { usePanelsStore } from '../../state/panels';
import { useZoneStore } from '../../state/zone';

export default function CategoriesPanel() {
  const open = usePanelsStore((s) => s.open === 'categorias');
  const focusId = usePanelsStore((s) => s.categoriaId);
  const closeAll = usePanelsStore((s) => s.closeAll);
  const zona = useZoneStore((s) => s.zona?.slug ?? s.slug);
  const { data: categorias, isPending, isError } = useQuery({ ...menuCategoriesQuery, enabled: open });
  const [expanded, setExpanded] = useState<number | null>(null);
  const [lastFocus, setLastFocus] = useState<number | null>(null);
  if (focusId !== lastFocus) {
    setLastFocus(focusId);
    if (focusId !== null) setExpanded(focusId);
  }

  return (
    <SidePanel anchor="left" open={open} onClose={closeAll} title="Categorías" closeLabel="Cerrar categorías" paperSx={{ width: 360, maxWidth: '90vw' }}>
      {isPending && open && <PageLoader />}
      {isError && <Alert severity="error" sx={{ m: 2 }}>No pudimos cargar las categorías.</Alert>}
      <List aria-label="Categorías">
        {categorias?.map((c) => {
          const isOpen = expanded === c.id;
          return (
            <Box component="li" key={c.id} sx={{ listStyle: 'none' }}>
              <ListItemButton onClick={() => setExpanded(isOpen ? null : c.id)} aria-expanded={isOpen}>
                <ListItemIcon sx={{ minWidth: 36, color: 'primary.main' }}>
                  <CategoryIcon icono={c.icono} />
                </ListItemIcon>
                <ListItemText primary={c.nombre} slotProps={{ primary: { fontWeight: 600 } }} />
                <CategoryThumb categoria={c} size={36} />
                {c.subcategoria.length > 0 && (isOpen ? <ExpandLess sx={{ ml: 1 }} /> : <ExpandMore sx={{ ml: 1 }} />)}
              </ListItemButton>
              <Collapse in={isOpen} unmountOnExit>
                <List dense disablePadding sx={{ bgcolor: '#f6faf4' }}>
                  {zona && (
                    <>
                      <ListItem disablePadding>
                        <ListItemButton href={link('categoriaSlug', { zona, slug: c.slug })} onClick={closeAll} sx={{ pl: 4 }}>
                          <ListItemText primary={`Ver todo ${c.nombre}`} slotProps={{ primary: { fontWeight: 600, color: 'primary.dark' } }} />
                        </ListItemButton>
                      </ListItem>
                      {c.subcategoria.map((s) => (
                        <ListItem key={s.id} disablePadding>
                          <ListItemButton href={link('subcategoriaSlug', { zona, slug: c.slug, sub: s.slug })} onClick={closeAll} sx={{ pl: 4 }}>
                            <ListItemAvatar sx={{ minWidth: 44 }}>
                              <CategoryThumb categoria={s} size={32} />
                            </ListItemAvatar>
                            <ListItemText primary={s.nombre} />
                          </ListItemButton>
                        </ListItem>
                      ))}
                    </>
                  )}
                </List>
              </Collapse>
            </Box>
          );
        })}
      </List>
    </SidePanel>
  );
}
