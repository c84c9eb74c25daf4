/** Shapes of the demo catalog: a two-level category tree whose leaves list product lines. */

/** Simple pictograms drawn on the generated images (see pictograms.ts). */
export type Pictogram =
  | 'saco'
  | 'paquete'
  | 'botella'
  | 'lata'
  | 'frasco'
  | 'caja'
  | 'carton'
  | 'taza'
  | 'queso'
  | 'huevo'
  | 'embutido'
  | 'fruta'
  | 'hoja'
  | 'carne'
  | 'pez'
  | 'pan'
  | 'copo'
  | 'copa'
  | 'galleta'
  | 'spray'
  | 'rollo'
  | 'jabon'
  | 'tubo'
  | 'biberon'
  | 'hueso';

export interface Palette {
  /** Card background. */
  fondo: string;
  /** Pictogram and presentation badge. */
  acento: string;
  /** Text colour. */
  tinta: string;
}

export interface SubcategorySeed {
  nombre: string;
  pictograma: Pictogram;
  /** Overrides the parent's tax percentage. */
  iva?: 0 | 16;
  /** Sentence appended to every product description of this sub-category. */
  nota: string;
  /**
   * Product lines: 'Nombre | presentación, presentación | precios USD | banderas'; with fewer prices
   * than presentations, the missing ones are scaled from the first by quantity.
   * Flags (optional, space separated): importado, singluten, organico, nuevo, iva:<0|16> (overrides the
   * sub-category), zona:<id> (stocked only in that zone).
   */
  productos: string[];
}

export interface CategorySeed {
  nombre: string;
  /** Material icon name. */
  icono: string;
  pictograma: Pictogram;
  paleta: Palette;
  iva: 0 | 16;
  /** Invented brands the products of this category are sold under. */
  marcas: string[];
  subcategorias: SubcategorySeed[];
}
