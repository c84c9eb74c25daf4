/** The customer's PRIME state: a running membership and its end, or a request awaiting verification. */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { MembresiaInicio } from '../../../shared/contracts/membership';
import { TIMEZONE } from '../../../shared/enums';
import { link } from '../../lib/links';

const day = new Intl.DateTimeFormat('es-VE', { timeZone: TIMEZONE, day: 'numeric', month: 'long', year: 'numeric' });
export const formatDay = (iso: string) => day.format(new Date(iso));

export default function PrimeStatus({ inicio }: { inicio: MembresiaInicio }) {
  const m = inicio.membresia;
  return (
    <>
      {m?.vigente && (
        <Alert severity="success" sx={{ mb: 2 }} data-testid="prime-vigente">
          Usted es PRIME hasta el {formatDay(m.fechaFinal)}. Puede renovar su membresía cuando desee: el nuevo plan comienza al terminar el actual.
        </Alert>
      )}
      {m && !m.vigente && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Su última membresía PRIME terminó el {formatDay(m.fechaFinal)}.
        </Alert>
      )}
      {inicio.pendiente && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" href={link('procesar', { tipo: 'membresia', id: inicio.pendiente.id })}>
              Ver estado
            </Button>
          }
        >
          Su solicitud PRIME #{inicio.pendiente.id} ({inicio.pendiente.plan.nombre}) está en verificación.
        </Alert>
      )}
    </>
  );
}
