import TextField from '@mui/material/TextField';

/** What a form says when the current password is missing. */
export const CLAVE_ACTUAL_REQUERIDA = 'Ingrese su clave actual';

interface CurrentPasswordFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The field's error (from the form's check or the server); otherwise the field says why it is asked. */
  error?: string;
}

/** The current password that confirms a sensitive change (e-mail, account deletion) is the account owner's. */
export default function CurrentPasswordField({ value, onChange, error }: CurrentPasswordFieldProps) {
  return (
    <TextField
      label="Clave actual"
      type="password"
      autoComplete="current-password"
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error ?? 'Para confirmar que es usted'}
      required
      fullWidth
    />
  );
}
