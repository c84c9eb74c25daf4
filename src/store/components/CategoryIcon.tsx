/**
 * Material icon by name, as stored for categories ('rice_bowl', 'LocalDrink'...). Only the icons
 * used by the catalog are bundled; any other name falls back to a generic category icon.
 */
import AcUnit from '@mui/icons-material/AcUnit';
import BakeryDining from '@mui/icons-material/BakeryDining';
import Cake from '@mui/icons-material/Cake';
import Category from '@mui/icons-material/Category';
import ChildFriendly from '@mui/icons-material/ChildFriendly';
import CleaningServices from '@mui/icons-material/CleaningServices';
import Coffee from '@mui/icons-material/Coffee';
import Cookie from '@mui/icons-material/Cookie';
import Egg from '@mui/icons-material/Egg';
import Grass from '@mui/icons-material/Grass';
import Icecream from '@mui/icons-material/Icecream';
import Kitchen from '@mui/icons-material/Kitchen';
import Liquor from '@mui/icons-material/Liquor';
import LocalDrink from '@mui/icons-material/LocalDrink';
import LocalGroceryStore from '@mui/icons-material/LocalGroceryStore';
import LunchDining from '@mui/icons-material/LunchDining';
import Pets from '@mui/icons-material/Pets';
import RiceBowl from '@mui/icons-material/RiceBowl';
import SetMeal from '@mui/icons-material/SetMeal';
import ShoppingBasket from '@mui/icons-material/ShoppingBasket';
import Soap from '@mui/icons-material/Soap';
import Spa from '@mui/icons-material/Spa';
import Storefront from '@mui/icons-material/Storefront';
import WineBar from '@mui/icons-material/WineBar';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';

const ICONS: Record<string, ComponentType<SvgIconProps>> = {
  acunit: AcUnit,
  bakerydining: BakeryDining,
  cake: Cake,
  category: Category,
  childfriendly: ChildFriendly,
  cleaningservices: CleaningServices,
  coffee: Coffee,
  cookie: Cookie,
  egg: Egg,
  grass: Grass,
  icecream: Icecream,
  kitchen: Kitchen,
  liquor: Liquor,
  localdrink: LocalDrink,
  localgrocerystore: LocalGroceryStore,
  lunchdining: LunchDining,
  pets: Pets,
  ricebowl: RiceBowl,
  setmeal: SetMeal,
  shoppingbasket: ShoppingBasket,
  soap: Soap,
  spa: Spa,
  storefront: Storefront,
  winebar: WineBar,
};

export function iconKey(name: string | null | undefined): string {
  return (name ?? '').toLowerCase().replace(/[^a-z0-9]/g, '');
}

export default function CategoryIcon({ icono, ...props }: { icono: string | null | undefined } & SvgIconProps) {
  const Icon = ICONS[iconKey(icono)] ?? Category;
  return <Icon {...props} />;
}
