import LinearProgress from '@mui/material/LinearProgress';
import { useNavigation } from 'react-router';

/** Thin bar at the very top while the router loads the next page. */
export default function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <LinearProgress
      color="secondary"
      aria-label="Cargando página"
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: (t) => t.zIndex.tooltip + 1 }}
    />
  );
}
