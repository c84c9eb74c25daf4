/** Demo catalog, home and personal care: cleaning, personal care, babies and pets. */
import type { CategorySeed } from './catalog-types';

export const HOME_CATEGORIES: CategorySeed[] = [
  {
    nombre: 'Limpieza',
    icono: 'cleaning_services',
    pictograma: 'spray',
    paleta: { fondo: '#DDF3EE', acento: '#168C74', tinta: '#06332A' },
    iva: 16,
    marcas: ['Brillo Max', 'Casa Limpia', 'Lavanda Fresca'],
    subcategorias: [
      {
        nombre: 'Lavado de ropa',
        pictograma: 'caja',
        nota: 'Limpieza profunda y aroma duradero para su ropa.',
        productos: [
          'Jabón en polvo | 1 kg, 2 kg | 3.20',
          'Detergente líquido | 3 L | 7.90',
          'Suavizante de telas | 1 L, 2 L | 2.60',
          'Cloro | 1 L, 2 L | 1.10',
          'Jabón azul en panela | 250 g | 0.90',
        ],
      },
      {
        nombre: 'Lavaplatos',
        pictograma: 'frasco',
        nota: 'Arranca la grasa al primer contacto.',
        productos: [
          'Lavaplatos en crema | 500 g, 1 kg | 1.80',
          'Lavaplatos líquido | 750 ml | 2.20',
          'Esponjas doble uso | 3 unidades | 1.40',
        ],
      },
      {
        nombre: 'Limpiadores del hogar',
        pictograma: 'spray',
        nota: 'Para pisos, baños y cocina relucientes.',
        productos: [
          'Desinfectante multiuso | 1 L | 1.90',
          'Limpiador de pisos lavanda | 1 L, 2 L | 1.75',
          'Desengrasante de cocina | 500 ml | 2.60',
          'Limpiavidrios | 500 ml | 2.30',
          'Insecticida en aerosol | 400 ml | 4.60',
          'Ambientador en aerosol | 360 ml | 2.90',
          'Guantes de limpieza | 1 par | 1.80',
        ],
      },
      {
        nombre: 'Papel y desechables',
        pictograma: 'rollo',
        nota: 'Práctico para el hogar y la oficina.',
        productos: [
          'Papel higiénico doble hoja | 4 rollos, 12 rollos | 2.40',
          'Servilletas | 200 unidades | 1.30',
          'Papel absorbente de cocina | 2 rollos | 2.10',
          'Bolsas para basura | 10 unidades | 1.60',
          'Papel de aluminio | 7 m | 1.90',
        ],
      },
    ],
  },
  {
    nombre: 'Cuidado personal',
    icono: 'soap',
    pictograma: 'jabon',
    paleta: { fondo: '#FCE4F1', acento: '#C2408A', tinta: '#450D2D' },
    iva: 16,
    marcas: ['Suave Piel', 'Dentix', 'Aromas del Ávila'],
    subcategorias: [
      {
        nombre: 'Cuidado del cabello',
        pictograma: 'botella',
        nota: 'Cabello limpio, suave y brillante.',
        productos: [
          'Champú para todo tipo de cabello | 400 ml | 3.60',
          'Acondicionador | 400 ml | 3.60',
          'Crema para peinar | 300 ml | 3.10',
          'Champú anticaspa | 400 ml | 4.20',
          'Gel fijador | 250 g | 2.10',
        ],
      },
      {
        nombre: 'Higiene bucal',
        pictograma: 'tubo',
        nota: 'Sonrisa fresca y protección anticaries.',
        productos: [
          'Crema dental triple acción | 100 ml, 150 ml | 1.70',
          'Cepillo dental medio | 2 unidades | 2.20',
          'Enjuague bucal | 500 ml | 3.90',
          'Hilo dental | 50 m | 2.10',
        ],
      },
      {
        nombre: 'Jabones y cuidado de la piel',
        pictograma: 'jabon',
        nota: 'Cuide su piel del sol y del calor del trópico.',
        productos: [
          'Jabón de tocador avena | 3 unidades | 2.30',
          'Jabón líquido para manos | 250 ml | 2.10',
          'Crema corporal hidratante | 400 ml | 4.80',
          'Protector solar FPS 50 | 120 ml | 9.40 | importado',
        ],
      },
      {
        nombre: 'Desodorantes',
        pictograma: 'spray',
        nota: 'Protección que dura todo el día.',
        productos: [
          'Desodorante en barra para dama | 50 g | 2.90',
          'Desodorante en barra para caballero | 50 g | 2.90',
          'Desodorante en aerosol | 150 ml | 3.70',
          'Máquinas de afeitar desechables | 3 unidades | 2.40',
        ],
      },
      {
        nombre: 'Cuidado femenino',
        pictograma: 'caja',
        nota: 'Comodidad y protección.',
        productos: [
          'Toallas sanitarias nocturnas | 8 unidades | 2.20',
          'Protectores diarios | 40 unidades | 2.60',
        ],
      },
    ],
  },
  {
    nombre: 'Bebés',
    icono: 'child_friendly',
    pictograma: 'biberon',
    paleta: { fondo: '#E6EDFC', acento: '#4C6FD1', tinta: '#13224D' },
    iva: 16,
    marcas: ['Pequeñín', 'Bebé Sano'],
    subcategorias: [
      {
        nombre: 'Pañales',
        pictograma: 'caja',
        iva: 0,
        nota: 'Suavidad y hasta 12 horas de protección.',
        productos: [
          'Pañales etapa 2 (M) | 30 unidades | 8.90',
          'Pañales etapa 3 (G) | 30 unidades | 9.60',
          'Pañales etapa 4 (XG) | 28 unidades | 10.40',
          'Toallitas húmedas | 80 unidades | 2.60',
        ],
      },
      {
        nombre: 'Alimentación infantil',
        pictograma: 'biberon',
        iva: 0,
        nota: 'Nutrición pensada para cada etapa del bebé.',
        productos: [
          'Fórmula infantil etapa 1 | 400 g | 11.80 | importado',
          'Compota de manzana | 113 g | 0.95',
          'Cereal infantil de arroz | 250 g | 3.40 | singluten',
        ],
      },
      {
        nombre: 'Aseo del bebé',
        pictograma: 'botella',
        nota: 'Fórmulas suaves e hipoalergénicas.',
        productos: [
          'Champú para bebé | 200 ml | 2.90',
          'Colonia para bebé | 200 ml | 3.20',
          'Crema antipañalitis | 60 g | 3.60',
        ],
      },
    ],
  },
  {
    nombre: 'Mascotas',
    icono: 'pets',
    pictograma: 'hueso',
    paleta: { fondo: '#F1EBDD', acento: '#8A6A2F', tinta: '#33260C' },
    iva: 16,
    marcas: ['Can Feliz', 'Michi', 'Mascota Sana'],
    subcategorias: [
      {
        nombre: 'Perros',
        pictograma: 'hueso',
        nota: 'Nutrición completa y balanceada para su perro.',
        productos: [
          'Alimento para perro adulto | 2 kg, 8 kg | 5.40',
          'Alimento para cachorro | 2 kg | 6.20',
          'Galletas para perro | 500 g | 2.60',
          'Snack dental para perro | 7 unidades | 3.10',
        ],
      },
      {
        nombre: 'Gatos',
        pictograma: 'lata',
        nota: 'Sabor irresistible para su gato.',
        productos: [
          'Alimento para gato adulto | 1.5 kg | 5.10',
          'Alimento húmedo para gato | 85 g | 0.90',
          'Alimento para gatito | 1 kg | 4.20',
          'Arena sanitaria para gato | 4 kg | 4.40',
        ],
      },
    ],
  },
];
