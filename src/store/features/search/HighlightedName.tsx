/** A hit's name with the matched parts marked, rendered as text (a name can never inject markup). */
import Box from '@mui/material/Box';
import { highlightParts, type SearchHit } from './search-hit';

export default function HighlightedName({ hit }: { hit: SearchHit }) {
  const parts = highlightParts(hit._highlightResult?.nombre?.value ?? hit.nombre);
  return (
    <>
      {parts.map((p, i) =>
        p.match ? (
          <Box key={i} component="mark" sx={{ bgcolor: 'transparent', color: 'inherit', fontWeight: 800 }}>
            {p.text}
          </Box>
        ) : (
          p.text
        ),
      )}
    </>
  );
}
