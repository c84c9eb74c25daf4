/**
 * Material icon names offered for categories (those of the demo catalog plus a grocery set), with the
 * component that previews each one. The stored value is the Material icon name.
 */
import AcUnit from '@mui/icons-material/AcUnit';
import BabyChangingStation from '@mui/icons-material/BabyChangingStation';
import BakeryDining from '@mui/icons-material/BakeryDining';
import BreakfastDining from '@mui/icons-material/BreakfastDining';
import Cake from '@mui/icons-material/Cake';
import ChildCare from '@mui/icons-material/ChildCare';
import ChildFriendly from '@mui/icons-material/ChildFriendly';
import CleaningServices from '@mui/icons-material/CleaningServices';
import Cookie from '@mui/icons-material/Cookie';
import Egg from '@mui/icons-material/Egg';
import EmojiFoodBeverage from '@mui/icons-material/EmojiFoodBeverage';
import EnergySavingsLeaf from '@mui/icons-material/EnergySavingsLeaf';
import Grass from '@mui/icons-material/Grass';
import Icecream from '@mui/icons-material/Icecream';
import Kitchen from '@mui/icons-material/Kitchen';
import Liquor from '@mui/icons-material/Liquor';
import LocalCafe from '@mui/icons-material/LocalCafe';
import LocalDrink from '@mui/icons-material/LocalDrink';
import LocalFlorist from '@mui/icons-material/LocalFlorist';
import LocalGroceryStore from '@mui/icons-material/LocalGroceryStore';
import LocalPharmacy from '@mui/icons-material/LocalPharmacy';
import LocalPizza from '@mui/icons-material/LocalPizza';
import LunchDining from '@mui/icons-material/LunchDining';
import Pets from '@mui/icons-material/Pets';
import RiceBowl from '@mui/icons-material/RiceBowl';
import Sanitizer from '@mui/icons-material/Sanitizer';
import SetMeal from '@mui/icons-material/SetMeal';
import Soap from '@mui/icons-material/Soap';
import SoupKitchen from '@mui/icons-material/SoupKitchen';
import Spa from '@mui/icons-material/Spa';
import SportsBar from '@mui/icons-material/SportsBar';
import Storefront from '@mui/icons-material/Storefront';
import WaterDrop from '@mui/icons-material/WaterDrop';
import WineBar from '@mui/icons-material/WineBar';
import type { SvgIconComponent } from '@mui/icons-material';

export interface IconoOpcion {
  id: string;
  nombre: string;
  icon: SvgIconComponent;
}

const opcion = (id: string, nombre: string, icon: SvgIconComponent): IconoOpcion => ({ id, nombre, icon });

export const ICONOS: IconoOpcion[] = [
  opcion('storefront', 'Tienda', Storefront),
  opcion('local_grocery_store', 'Carrito de mercado', LocalGroceryStore),
  opcion('rice_bowl', 'Víveres', RiceBowl),
  opcion('lunch_dining', 'Charcutería', LunchDining),
  opcion('egg', 'Huevos y lácteos', Egg),
  opcion('grass', 'Frutas y verduras', Grass),
  opcion('eco', 'Ecológico', EnergySavingsLeaf),
  opcion('set_meal', 'Carnes y pescados', SetMeal),
  opcion('bakery_dining', 'Panadería', BakeryDining),
  opcion('breakfast_dining', 'Desayuno', BreakfastDining),
  opcion('cake', 'Repostería', Cake),
  opcion('cookie', 'Snacks y dulces', Cookie),
  opcion('icecream', 'Helados', Icecream),
  opcion('ac_unit', 'Congelados', AcUnit),
  opcion('soup_kitchen', 'Sopas y enlatados', SoupKitchen),
  opcion('local_pizza', 'Comida preparada', LocalPizza),
  opcion('local_drink', 'Bebidas', LocalDrink),
  opcion('water_drop', 'Agua', WaterDrop),
  opcion('local_cafe', 'Café', LocalCafe),
  opcion('emoji_food_beverage', 'Té e infusiones', EmojiFoodBeverage),
  opcion('liquor', 'Licores', Liquor),
  opcion('wine_bar', 'Vinos', WineBar),
  opcion('sports_bar', 'Cervezas', SportsBar),
  opcion('cleaning_services', 'Limpieza', CleaningServices),
  opcion('soap', 'Cuidado personal', Soap),
  opcion('sanitizer', 'Higiene', Sanitizer),
  opcion('spa', 'Belleza', Spa),
  opcion('local_pharmacy', 'Farmacia', LocalPharmacy),
  opcion('child_friendly', 'Bebés', ChildFriendly),
  opcion('child_care', 'Cuidado infantil', ChildCare),
  opcion('baby_changing_station', 'Pañales', BabyChangingStation),
  opcion('pets', 'Mascotas', Pets),
  opcion('kitchen', 'Hogar y cocina', Kitchen),
  opcion('local_florist', 'Jardín y flores', LocalFlorist),
];

const POR_NOMBRE = new Map(ICONOS.map((o) => [o.id, o]));

export function iconoOpcion(nombre: string | null | undefined): IconoOpcion | undefined {
  return nombre ? POR_NOMBRE.get(nombre) : undefined;
}
