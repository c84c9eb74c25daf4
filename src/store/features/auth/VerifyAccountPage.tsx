/** Account verification from the e-mail link: shows the result and leads to login. */
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { link } from '../../lib/links';
import PageLoader from '../../components/PageLoader';
import { verifyAccount } from './api';
import AuthCard from './AuthCard';
import { serverProblem } from './server-problem';

const INVALID = 'El enlace de verificación no es válido o ya expiró.';

async function verify(token: string): Promise<{ ok: boolean; mensaje: string }> {
  try {
    const answer = await verifyAccount(token);
    return answer ? { ok: true, mensaje: answer.mensaje } : { ok: false, mensaje: INVALID };
  } catch (error) {
    return { ok: false, mensaje: serverProblem(error).mensaje ?? INVALID };
  }
}

export default function VerifyAccountPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { data, isPending } = useQuery({
    queryKey: ['usuario', 'verificar', token],
    queryFn: () => verify(token!),
    enabled: Boolean(token),
    staleTime: Infinity,
    gcTime: Infinity,
  });

  if (token && isPending) {
    return (
      <AuthCard title="Verificando su cuenta">
        <PageLoader />
      </AuthCard>
    );
  }

  const ok = Boolean(token) && data?.ok === true;
  const mensaje = data?.mensaje ?? INVALID;
  const Icon = ok ? CheckCircle : ErrorOutline;
  return (
    <AuthCard title={ok ? 'Cuenta verificada' : 'No pudimos verificar su cuenta'}>
      <Box sx={{ textAlign: 'center' }}>
        <Icon color={ok ? 'primary' : 'error'} sx={{ fontSize: 64, mb: 2 }} />
        <Typography sx={{ mb: 3 }}>{mensaje}</Typography>
        <Button href={link('login')} variant="contained">
          Ir a Ingresar
        </Button>
      </Box>
    </AuthCard>
  );
}
