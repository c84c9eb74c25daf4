import { Alert, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { Button, useTranslate, type ButtonProps } from 'react-admin';

export const NOTA_MIN = 3;
export const NOTA_MAX = 500;

interface NoteConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the trimmed note once it passes (a required note has at least NOTA_MIN characters). */
  onConfirm: (nota: string) => void;
  /** Already translated: titles usually carry the record's id or name. */
  title: string;
  confirmLabel: string;
  cancelLabel?: string;
  confirmColor?: ButtonProps['color'];
  /** Translation keys of the note field. */
  noteLabel: string;
  noteRequiredMessage: string;
  /** Helper text under the field while it is valid; defaults to the count `n/max`. */
  noteHelp?: (length: number) => string;
  noteRequired?: boolean;
  noteRows?: number;
  /** False while something else in the dialog (a status to pick) is still missing. */
  canConfirm?: boolean;
  loading: boolean;
  /** The last failure of the action, shown in the dialog so staff can correct and retry. */
  error?: string | null;
  /** What the action does (warnings, a status select), above the note. */
  children?: ReactNode;
  /** Below the note: results such as the orders a bulk move could not move. */
  footer?: ReactNode;
}

/**
 * A back-office action confirmed with a note (approve/reject a request, revert a reward, move orders):
 * the note is counted, checked on confirm and after leaving the field; the buttons wait while the action
 * runs and the dialog cannot be dismissed meanwhile; a failure stays visible in the dialog.
 */
export function NoteConfirmDialog(props: NoteConfirmDialogProps) {
  const titleId = useId();
  const { open, onClose, loading, title } = props;
  return (
    <Dialog open={open} onClose={() => !loading && onClose()} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <NoteConfirmBody {...props} />
    </Dialog>
  );
}

/** Mounted only while the dialog is open, so each opening starts with an empty, untouched note. */
function NoteConfirmBody(props: NoteConfirmDialogProps) {
  const { onClose, onConfirm, confirmLabel, cancelLabel = 'ra.action.cancel', confirmColor = 'primary', noteLabel } = props;
  const { noteRequiredMessage, noteHelp, noteRequired = true, noteRows = 3, canConfirm = true, loading, error, children, footer } = props;
  const translate = useTranslate();
  const [nota, setNota] = useState('');
  const [touched, setTouched] = useState(false);
  const trimmed = nota.trim();
  const notaError = noteRequired ? trimmed.length < NOTA_MIN : trimmed.length > 0 && trimmed.length < NOTA_MIN;
  const showError = touched && notaError;
  return (
    <>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {children}
          <TextField
            label={translate(noteLabel)}
            value={nota}
            onChange={(e) => setNota(e.target.value.slice(0, NOTA_MAX))}
            onBlur={() => setTouched(true)}
            required={noteRequired}
            multiline
            minRows={noteRows}
            error={showError}
            helperText={showError ? translate(noteRequiredMessage) : (noteHelp?.(nota.length) ?? `${nota.length}/${NOTA_MAX}`)}
            fullWidth
          />
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          {footer}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button label={cancelLabel} onClick={onClose} disabled={loading} />
        <Button
          label={confirmLabel}
          variant="contained"
          color={confirmColor}
          disabled={loading}
          onClick={() => {
            setTouched(true);
            if (!notaError && canConfirm) onConfirm(trimmed);
          }}
        />
      </DialogActions>
    </>
  );
}
