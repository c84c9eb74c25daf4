import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Button, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { SinonimoGuardado } from '../../shared/contracts/admin-search-history';
import { splitWords } from './body';
import { wordsProblem } from './validate';

const T = 'resources.buscador-historial.dialogo';

/** Adds a synonym set for a search text: the text and the words typed, saved and used by the search at once. */
export function SinonimoDialog({ query, onClose }: { query: string; onClose: () => void }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const words = [query, ...splitWords(text)];

  const save = async () => {
    const problem = wordsProblem(words);
    if (problem) return setError(problem);
    setBusy(true);
    try {
      const { data } = await dataProvider.create<SinonimoGuardado & { id: number }>('buscador-historial/sinonimo', { data: { palabras: words } });
      notify(data.corregidas.length > 0 ? translate(`${T}.corregidas`, { n: data.corregidas.length }) : translate(`${T}.guardado`), { type: 'success' });
      refresh();
      onClose();
    } catch (e) {
      const body = (e as { body?: { mensaje?: string; errores?: Record<string, string> } }).body;
      setError(Object.values(body?.errores ?? {})[0] ?? body?.mensaje ?? (e as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{translate(`${T}.titulo`, { query })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(`${T}.ayuda`, { query })}
        </Typography>
        <TextField
          autoFocus
          fullWidth
          label={translate(`${T}.campo`)}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setError(null);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void save();
          }}
          error={error !== null}
          helperText={error ?? ' '}
        />
        {query.includes(' ') && <Alert severity="info">{translate('resources.buscador-historial/sinonimo.ayuda')}</Alert>}
      </DialogContent>
      <DialogActions>
        <Button label="ra.action.cancel" onClick={onClose} />
        <Button label="ra.action.save" variant="contained" onClick={() => void save()} disabled={busy || text.trim() === ''} />
      </DialogActions>
    </Dialog>
  );
}
