import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { link } from '../../app/links';
import { normalizeQuery, queryError, SEARCH_MAX, shouldSubmit } from './search-query';

interface Props {
  zona: string;
  /** Called after a search was submitted (e.g. to close the mobile menu). */
  onSubmitted?: () => void;
}

export default function SearchBox({ zona, onSubmitted }: Props) {
  const [params] = useSearchParams();
  const current = params.get('q');
  const [text, setText] = useState(current ?? '');
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = queryError(text);
    setError(problem);
    if (!shouldSubmit(text, current)) return;
    const q = normalizeQuery(text);
    setText(q);
    navigate(link('buscar', { zona, q }));
    onSubmitted?.();
  }

  return (
    <form role="search" onSubmit={submit} noValidate style={{ width: '100%' }}>
      <TextField
        value={text}
        onChange={(e) => {
          setText(e.target.value.replace(/\s{2,}/g, ' '));
          if (error) setError(queryError(e.target.value));
        }}
        placeholder="¿Qué necesitas hoy?"
        size="small"
        fullWidth
        error={Boolean(error)}
        helperText={error ?? undefined}
        slotProps={{
          htmlInput: { 'aria-label': 'Buscar productos', maxLength: SEARCH_MAX + 20 },
          input: {
            sx: { bgcolor: 'background.paper', borderRadius: 999 },
            endAdornment: (
              <InputAdornment position="end">
                <IconButton type="submit" edge="end" aria-label="Buscar" size="small">
                  <SearchIcon />
                </IconButton>
              </InputAdornment>
            ),
          },
          formHelperText: {
            sx: { position: 'absolute', top: '100%', mt: 0.5, px: 1.5, py: 0.5, bgcolor: 'background.paper', boxShadow: 2, borderRadius: 1, zIndex: 1 },
          },
        }}
        sx={{ position: 'relative' }}
      />
    </form>
  );
}
