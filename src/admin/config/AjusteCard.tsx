import { Button, Card, CardActions, CardContent, CardHeader, TextField, type TextFieldProps } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { fieldErrors, useConfigEdit } from './useConfigData';

interface AjusteCardProps {
  /** The setting's key: texts under resources.config.<clave>, body field, and the server's field error. */
  clave: string;
  /** PUT /admin/config/<path>/editar */
  path: string;
  value: string;
  /** The client-side rule (shared with the server): a Spanish message or null. */
  check: (value: string) => string | null;
  /** Replaces the text field (a select, for the icon). */
  input?: (props: { value: string; onChange: (v: string) => void; error: string | null; label: string; helperText: string }) => ReactNode;
  inputProps?: TextFieldProps['slotProps'];
  /** Asks before saving (the rate): the dialog's title and text for the value about to be saved. */
  confirm?: (value: string) => { title: string; content: string };
}

/** One setting on the settings screen: its field, its Spanish error, and a save button. */
export function AjusteCard({ clave, path, value, check, input, inputProps, confirm }: AjusteCardProps) {
  const translate = useTranslate();
  const [draft, setDraft] = useState(value);
  const [touched, setTouched] = useState(false);
  const [asking, setAsking] = useState(false);
  const edit = useConfigEdit(path, () => setTouched(false));
  // a saved value (here or by someone else, on refetch) replaces the draft
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(value);
  }

  const t = (key: string) => translate(`resources.config.${clave}.${key}`);
  const localError = touched ? check(draft.trim()) : null;
  const serverError = fieldErrors(edit.error)?.[clave] ?? null;
  const error = localError ?? (edit.isError && draft === edit.variables?.[clave] ? serverError : null);
  const save = () => edit.mutate({ [clave]: draft.trim() });
  const submit = () => {
    setTouched(true);
    if (check(draft.trim())) return;
    if (confirm) setAsking(true);
    else save();
  };
  const helperText = error ?? t('ayuda');
  const id = `config-${clave}`;

  return (
    <Card variant="outlined" component="section" aria-labelledby={`${id}-titulo`}>
      <CardHeader id={`${id}-titulo`} title={t('titulo')} slotProps={{ title: { component: 'h2', variant: 'h6' } }} />
      <CardContent>
        <form
          id={`${id}-form`}
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          {input ? (
            input({ value: draft, onChange: setDraft, error, label: t('campo'), helperText })
          ) : (
            <TextField
              id={id}
              label={t('campo')}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              onBlur={() => setTouched(true)}
              error={Boolean(error)}
              helperText={helperText}
              fullWidth
              slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' }, ...inputProps }}
            />
          )}
        </form>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button type="submit" form={`${id}-form`} variant="contained" disabled={edit.isPending || draft.trim() === value}>
          {translate(confirm ? `resources.config.${clave}.boton` : 'resources.config.guardar')}
        </Button>
      </CardActions>
      {confirm && asking && (
        <Confirm
          isOpen
          {...confirm(draft.trim())}
          confirm="ra.action.confirm"
          onConfirm={() => {
            setAsking(false);
            save();
          }}
          onClose={() => setAsking(false)}
        />
      )}
    </Card>
  );
}
