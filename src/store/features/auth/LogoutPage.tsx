/** Ends the session on the server and in the browser, then goes home. */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { link } from '../../lib/links';
import PageLoader from '../../components/PageLoader';
import { logout } from '../../lib/logout';

export default function LogoutPage() {
  const navigate = useNavigate();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void logout().then(() => navigate(link('inicio'), { replace: true }));
  }, [navigate]);

  return <PageLoader />;
}
