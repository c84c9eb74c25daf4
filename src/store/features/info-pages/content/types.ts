/** Shape of the static information pages' texts. */
export interface InfoSection {
  titulo: string;
  parrafos: string[];
  /** Bullet points after the paragraphs. */
  lista?: string[];
}

export interface InfoContent {
  titulo: string;
  /** Lead paragraph under the title. */
  resumen: string;
  /** 'Última actualización: ...' */
  actualizado?: string;
  secciones: InfoSection[];
}

export interface FaqEntry {
  pregunta: string;
  respuesta: string;
}
