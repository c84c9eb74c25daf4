/**
 * Every entry of the admin menu (spec section 2), grouped. An entry shows when its resource is
 * registered in App.tsx and the user may list it (authProvider.canAccess, spec section 6).
 */
import AssessmentIcon from '@mui/icons-material/Assessment';
import CampaignIcon from '@mui/icons-material/Campaign';
import CategoryIcon from '@mui/icons-material/Category';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import ConfirmationNumberIcon from '@mui/icons-material/ConfirmationNumber';
import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import GroupIcon from '@mui/icons-material/Group';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import HistoryIcon from '@mui/icons-material/History';
import InventoryIcon from '@mui/icons-material/Inventory';
import LabelIcon from '@mui/icons-material/Label';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import MapIcon from '@mui/icons-material/Map';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import SettingsIcon from '@mui/icons-material/Settings';
import ShareIcon from '@mui/icons-material/Share';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import StoreIcon from '@mui/icons-material/Store';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import WalletIcon from '@mui/icons-material/AccountBalanceWallet';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import type { SvgIconComponent } from '@mui/icons-material';

export interface MenuEntry {
  /** Resource name, i.e. the route under /admin ('tarjeta/saldo' -> /admin/tarjeta/saldo). */
  resource: string;
  /** Translation key of the label. */
  label: string;
  icon: SvgIconComponent;
}

export interface MenuGroup {
  label: string;
  entries: MenuEntry[];
}

const entry = (resource: string, key: string, icon: SvgIconComponent): MenuEntry => ({ resource, label: `mz.menu.${key}`, icon });

export const MENU: MenuGroup[] = [
  {
    label: 'mz.menu.grupos.catalogo',
    entries: [
      entry('tienda', 'tiendas', StoreIcon),
      entry('categoria', 'categorias', CategoryIcon),
      entry('etiqueta', 'etiquetas', LabelIcon),
      entry('producto', 'productos', ShoppingBagIcon),
    ],
  },
  {
    label: 'mz.menu.grupos.contenido',
    entries: [
      entry('zona', 'zonas', MapIcon),
      entry('lista-rapida', 'listasRapidas', PlaylistAddCheckIcon),
      entry('publicidad', 'publicidad', CampaignIcon),
      entry('onesignal', 'segmentosPush', NotificationsActiveIcon),
      entry('buscador-historial', 'historialBusqueda', ManageSearchIcon),
    ],
  },
  {
    label: 'mz.menu.grupos.operacion',
    entries: [
      entry('inventario', 'inventario', InventoryIcon),
      entry('pedido', 'pedidos', ReceiptLongIcon),
      entry('pagos-por-verificar', 'pagosPorVerificar', FactCheckIcon),
      entry('membresia/solicitud', 'solicitudesPrime', WorkspacePremiumIcon),
    ],
  },
  {
    label: 'mz.menu.grupos.clientes',
    entries: [
      entry('cliente', 'clientes', GroupIcon),
      entry('borrar-cuenta', 'borrarCuentas', PersonRemoveIcon),
      entry('cupon', 'cupones', ConfirmationNumberIcon),
      entry('tarjeta/solicitud', 'solicitudesSaldo', CardGiftcardIcon),
      entry('tarjeta/saldo', 'saldosUsuarios', WalletIcon),
      entry('vuelto', 'vuelto', CurrencyExchangeIcon),
      entry('envio', 'envios', LocalShippingIcon),
      entry('referido', 'referidos', ShareIcon),
    ],
  },
  {
    label: 'mz.menu.grupos.sistema',
    entries: [
      entry('usuario', 'usuarios', SupervisorAccountIcon),
      entry('config', 'configuraciones', SettingsIcon),
      entry('reporte/compra-usuario', 'reporteCompras', AssessmentIcon),
      entry('bitacora', 'bitacora', HistoryIcon),
    ],
  },
];

export const MENU_RESOURCES: string[] = MENU.flatMap((group) => group.entries.map((e) => e.resource));
