/** A home section's title with an optional 'Ver todo' link on the right. */
import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export default function SectionHeader({ id, titulo, verTodo, verTodoLabel }: { id: string; titulo: string; verTodo?: string; verTodoLabel?: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
      <Typography id={id} variant="h5" component="h2" sx={{ fontSize: { xs: '1.2rem', md: '1.5rem' } }}>
        {titulo}
      </Typography>
      {verTodo && (
        <Button href={verTodo} endIcon={<ArrowForward />} aria-label={verTodoLabel} sx={{ flexShrink: 0, color: 'primary.dark' }}>
          Ver todo
        </Button>
      )}
    </Box>
  );
}
