import Button from '@mui/material/Button';
import { useState } from 'react';
import { resendVerification } from './api';

/** Offered when login is refused because the e-mail is not verified yet. */
export default function ResendVerification({ email }: { email: string }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  if (state === 'sent') return <div>Le enviamos un nuevo correo de verificación.</div>;
  return (
    <div>
      <Button
        size="small"
        color="inherit"
        sx={{ mt: 1, textDecoration: 'underline', px: 0 }}
        disabled={state === 'sending'}
        onClick={() => {
          setState('sending');
          resendVerification(email)
            .then(() => setState('sent'))
            .catch(() => setState('idle'));
        }}
      >
        Reenviar correo de verificación
      </Button>
    </div>
  );
}
