/**
 * The category facet of the results (categoria.lvl0, several may be ticked): always open beside the
 * results on wide screens, a button that opens it above them on phones.
 */
import ExpandMore from '@mui/icons-material/ExpandMore';
import FilterList from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useState } from 'react';
import { useRefinementList } from 'react-instantsearch';

export const CATEGORY_ATTRIBUTE = 'categoria.lvl0';

export default function CategoryFacet() {
  const { items, refine } = useRefinementList({ attribute: CATEGORY_ATTRIBUTE, limit: 50, sortBy: ['isRefined', 'count:desc', 'name:asc'] });
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const chosen = items.filter((i) => i.isRefined).length;
  if (items.length === 0) return null;

  const list = (
    <FormGroup aria-labelledby="faceta-categoria" sx={{ pl: { xs: 1, md: 0 } }}>
      {items.map((item) => (
        <FormControlLabel
          key={item.value}
          control={<Checkbox size="small" checked={item.isRefined} onChange={() => refine(item.value)} />}
          label={
            <Box component="span" sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
              {item.label}
              <Typography component="span" variant="caption" color="text.secondary">
                ({item.count})
              </Typography>
            </Box>
          }
          sx={{ mr: 0 }}
        />
      ))}
    </FormGroup>
  );

  return (
    <Box component="section" aria-label="Filtrar por categoría" sx={{ p: 2, borderRadius: 3, bgcolor: 'background.paper', border: '1px solid #e2eadf' }}>
      {wide ? (
        <Typography id="faceta-categoria" variant="subtitle1" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
          Categorías
        </Typography>
      ) : (
        <Button
          id="faceta-categoria"
          fullWidth
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          startIcon={<FilterList />}
          endIcon={<ExpandMore sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform .2s' }} />}
          sx={{ justifyContent: 'space-between', fontWeight: 700 }}
        >
          <Box component="span" sx={{ flex: 1, textAlign: 'left' }}>
            {chosen > 0 ? `Categorías (${chosen})` : 'Categorías'}
          </Box>
        </Button>
      )}
      {wide ? list : <Collapse in={open}>{list}</Collapse>}
    </Box>
  );
}
