/** Password recovery: request the e-mail link, or with ?token= choose a new password. */
import { useSearchParams } from 'react-router';
import RequestRecoveryForm from './RequestRecoveryForm';
import ResetPasswordForm from './ResetPasswordForm';

export default function RecoverPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <ResetPasswordForm token={token} /> : <RequestRecoveryForm />;
}
