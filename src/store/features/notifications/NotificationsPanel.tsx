/**
 * The notifications panel (right drawer): the customer's latest notifications, unread ones marked; opening
 * one marks it read and follows its link (in-app paths in the app, web addresses in a new tab).
 */
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Notificacion, Notificaciones } from '../../../shared/contracts/notifications';
import PageLoader from '../../components/PageLoader';
import SidePanel from '../../components/SidePanel';
import { formatMoment } from '../../lib/order-view';
import { useCustomerUid } from '../../lib/use-website';
import { usePanelsStore } from '../../state/panels';
import { markAllRead, markRead, notificationsKey, notificationsQuery } from './notifications-api';

export default function NotificationsPanel() {
  const open = usePanelsStore((s) => s.open === 'notificaciones');
  const closeAll = usePanelsStore((s) => s.closeAll);
  const uid = useCustomerUid();
  const client = useQueryClient();
  const navigate = useNavigate();
  const { data, isPending, isError } = useQuery(notificationsQuery(uid));
  const items = data?.notificacion ?? [];
  const store = (answer: Notificaciones | null) => answer && client.setQueryData(notificationsKey(uid), answer);

  async function openOne(n: Notificacion) {
    if (!n.leida) await markRead(n.id).then(store, () => undefined);
    if (!n.enlace) return;
    closeAll();
    // an in-app path (never '//host', which would leave the site); web addresses open in a new tab
    if (/^\/(?!\/)/.test(n.enlace)) navigate(n.enlace);
    else window.open(n.enlace, '_blank', 'noopener');
  }

  return (
    <SidePanel
      open={open}
      onClose={closeAll}
      title="Notificaciones"
      closeLabel="Cerrar notificaciones"
      icon={<NotificationsOutlined />}
      dialogLabel="Notificaciones"
      paperSx={{ width: 400, maxWidth: '100vw', bgcolor: 'background.default' }}
    >
      {isPending && <PageLoader />}
      {isError && !data && (
        <Alert severity="error" sx={{ m: 2 }}>
          No pudimos cargar sus notificaciones.
        </Alert>
      )}
      {data && items.length === 0 && (
        <Box role="status" sx={{ p: 4, textAlign: 'center' }}>
          <Typography color="text.secondary">No tiene notificaciones por el momento.</Typography>
        </Box>
      )}
      {data && data.noLeidas > 0 && (
        <Box sx={{ px: 2, pt: 1.5, display: 'flex', justifyContent: 'flex-end' }}>
          <Button size="small" onClick={() => void markAllRead().then(store, () => undefined)}>
            Marcar todas como leídas
          </Button>
        </Box>
      )}
      {items.length > 0 && (
        <List aria-label="Notificaciones recientes" sx={{ p: 1 }}>
          {items.map((n) => (
            <ListItemButton
              key={n.id}
              onClick={() => void openOne(n)}
              data-testid="notificacion"
              aria-label={`${n.leida ? '' : 'Sin leer: '}${n.titulo}`}
              sx={{
                display: 'flex',
                gap: 1.5,
                alignItems: 'flex-start',
                borderRadius: 2,
                mb: 1,
                bgcolor: n.leida ? 'background.paper' : '#eef7ea',
                borderLeft: '4px solid',
                borderLeftColor: n.leida ? 'transparent' : 'primary.main',
              }}
            >
              {n.imagen && (
                <Box component="img" src={n.imagen} alt="" loading="lazy" sx={{ width: 56, height: 56, objectFit: 'cover', borderRadius: 1.5, flexShrink: 0 }} />
              )}
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: n.leida ? 500 : 800 }}>{n.titulo}</Typography>
                <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
                  {n.texto}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatMoment(n.fechaHora)}
                </Typography>
              </Box>
            </ListItemButton>
          ))}
        </List>
      )}
    </SidePanel>
  );
}
