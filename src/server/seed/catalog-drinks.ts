/** Demo catalog, drinks, liquor, snacks and sweets. */
import type { CategorySeed } from './catalog-types';

export const DRINKS_CATEGORIES: CategorySeed[] = [
  {
    nombre: 'Bebidas',
    icono: 'local_drink',
    pictograma: 'botella',
    paleta: { fondo: '#FFE8D6', acento: '#E0651F', tinta: '#4A1E02' },
    iva: 16,
    marcas: ['Río Claro', 'Frescolina', 'Tropikal', 'Manantial del Ávila'],
    subcategorias: [
      {
        nombre: 'Refrescos',
        pictograma: 'botella',
        nota: 'Bien fríos saben mejor.',
        productos: [
          'Refresco de cola | 355 ml, 1.5 L, 2 L | 0.80, 1.60, 1.90',
          'Refresco de naranja | 1.5 L | 1.60',
          'Refresco de limón | 1.5 L | 1.60',
          'Refresco de uva | 2 L | 1.90',
          'Refresco de cola sin azúcar | 1.5 L | 1.70 | nuevo',
          'Malta | 222 ml, 355 ml | 0.75, 0.95',
        ],
      },
      {
        nombre: 'Jugos y néctares',
        pictograma: 'carton',
        nota: 'Sabor a fruta natural para toda la familia.',
        productos: [
          'Néctar de durazno | 1 L | 1.75',
          'Néctar de pera | 1 L | 1.75',
          'Jugo de naranja | 1.5 L | 2.60',
          'Bebida de parchita | 1.5 L | 1.95',
          'Jugo de manzana | 1 L | 2.90 | importado',
        ],
      },
      {
        nombre: 'Agua',
        pictograma: 'botella',
        iva: 0,
        nota: 'Agua potable de manantial, purificada y envasada.',
        productos: [
          'Agua mineral | 600 ml, 1.5 L, 5 L | 0.55, 0.95, 2.40',
          'Agua con gas | 600 ml | 0.85',
          'Agua saborizada de limón | 500 ml | 0.95 | nuevo',
        ],
      },
      {
        nombre: 'Bebidas calientes',
        pictograma: 'taza',
        nota: 'Para las mañanas frescas y las tardes de lluvia.',
        productos: [
          'Té negro | 25 sobres | 1.60',
          'Manzanilla | 25 sobres | 1.45 | organico',
          'Chocolate de taza | 250 g | 2.90',
          'Avena en hojuelas | 400 g | 1.70 | iva:0',
        ],
      },
      {
        nombre: 'Bebidas energéticas e hidratantes',
        pictograma: 'lata',
        nota: 'Energía e hidratación para el día a día.',
        productos: [
          'Bebida energética | 250 ml, 473 ml | 1.60, 2.50',
          'Bebida hidratante de mandarina | 600 ml | 1.35',
          'Bebida hidratante de uva | 600 ml | 1.35',
        ],
      },
    ],
  },
  {
    nombre: 'Licores',
    icono: 'liquor',
    pictograma: 'copa',
    paleta: { fondo: '#EDE3F5', acento: '#6B3FA0', tinta: '#25103D' },
    iva: 16,
    marcas: ['Hacienda Caroní', 'Brisa del Caribe', 'Cumanagoto'],
    subcategorias: [
      {
        nombre: 'Cervezas',
        pictograma: 'botella',
        nota: 'Producto para mayores de 18 años. Consuma con moderación.',
        productos: [
          'Cerveza pilsen lata | 355 ml | 0.95',
          'Cerveza pilsen botella | 222 ml | 0.70',
          'Cerveza ligera lata | 355 ml | 1.00',
          'Cerveza negra | 355 ml | 1.30 | importado',
          'Cerveza artesanal ámbar | 330 ml | 2.40 | nuevo',
        ],
      },
      {
        nombre: 'Rones',
        pictograma: 'botella',
        nota: 'Ron venezolano añejado en barricas de roble. Consuma con moderación.',
        productos: [
          'Ron añejo | 750 ml | 9.50',
          'Ron blanco | 750 ml | 7.20',
          'Ron reserva 12 años | 750 ml | 28.00',
          'Ponche crema | 750 ml | 8.90',
        ],
      },
      {
        nombre: 'Vinos',
        pictograma: 'copa',
        nota: 'Para acompañar carnes, pastas y buenas conversaciones.',
        productos: [
          'Vino tinto | 750 ml | 8.40 | importado',
          'Vino blanco | 750 ml | 8.10 | importado',
          'Vino espumante | 750 ml | 11.50 | importado',
          'Sangría | 1 L | 4.20',
        ],
      },
      {
        nombre: 'Whisky y otros',
        pictograma: 'copa',
        nota: 'Destilados seleccionados. Consuma con moderación.',
        productos: [
          'Whisky escocés 12 años | 750 ml | 32.00 | importado',
          'Vodka | 750 ml | 12.40 | importado',
          'Anís seco | 750 ml | 9.80',
          'Cocuy de penca | 750 ml | 14.50 | nuevo',
        ],
      },
    ],
  },
  {
    nombre: 'Snacks y dulces',
    icono: 'cookie',
    pictograma: 'galleta',
    paleta: { fondo: '#FFF0C9', acento: '#D9A400', tinta: '#3F3000' },
    iva: 16,
    marcas: ['Golosa', 'Dulce Trapiche', 'Crocante'],
    subcategorias: [
      {
        nombre: 'Galletas',
        pictograma: 'galleta',
        nota: 'Para la lonchera o la merienda.',
        productos: [
          'Galletas de chocolate rellenas | 6 unidades | 1.55',
          'Galletas María | 200 g | 1.05',
          'Galletas de avena | 250 g | 1.80',
          'Galletas wafer de fresa | 140 g | 1.10',
        ],
      },
      {
        nombre: 'Chocolates y caramelos',
        pictograma: 'caja',
        nota: 'Un dulce gusto que se comparte.',
        productos: [
          'Chocolate de leche | 100 g | 2.10',
          'Chocolate oscuro 70 % cacao | 80 g | 2.80',
          'Caramelos surtidos | 500 g | 2.40',
          'Chupetas | 24 unidades | 3.10',
        ],
      },
      {
        nombre: 'Pasapalos salados',
        pictograma: 'paquete',
        nota: 'Crujientes y perfectos para compartir.',
        productos: [
          'Papas fritas clásicas | 140 g | 1.90',
          'Tostones de plátano | 150 g | 1.80',
          'Maní salado | 200 g | 1.65',
          'Chicharrón de cerdo | 80 g | 1.70',
          'Tortillitas de maíz | 200 g | 1.95 | singluten',
        ],
      },
      {
        nombre: 'Dulces criollos',
        pictograma: 'frasco',
        nota: 'Sabores tradicionales de la dulcería venezolana.',
        productos: [
          'Dulce de lechosa | 500 g | 3.20',
          'Conserva de coco | 6 unidades | 2.10',
          'Besitos de coco | 12 unidades | 2.40',
          'Arequipe | 400 g | 2.90',
        ],
      },
    ],
  },
];
