/** Spanish messages of the back office: react-admin's, the app's (`mz.*`) and each resource's. */
import type { TranslationMessages } from 'react-admin';
import { raSpanish } from './ra-es';

/** Locale of dates and numbers shown in the back office. */
export const DISPLAY_LOCALE = 'es-VE';

const es: TranslationMessages = {
  ra: raSpanish,
  mz: {
    app: {
      titulo: 'Mercado en Zonas',
      subtitulo: 'Administración',
      tienda: 'Ir a la tienda',
    },
    login: {
      bienvenida: 'Ingrese con su cuenta de personal',
      volver: 'Volver a la tienda',
    },
    panel: {
      titulo: 'Inicio',
      bienvenida: 'Bienvenido, %{email}',
      areas: 'Sus áreas de trabajo',
      sin_areas: 'Su usuario aún no tiene áreas disponibles en el panel de administración.',
    },
    menu: {
      grupos: {
        catalogo: 'Catálogo',
        contenido: 'Zonas y contenido',
        operacion: 'Operación',
        clientes: 'Clientes y ventas',
        sistema: 'Sistema',
      },
      tiendas: 'Tiendas',
      categorias: 'Categorías',
      etiquetas: 'Etiquetas',
      productos: 'Productos',
      zonas: 'Zonas',
      listasRapidas: 'Listas rápidas',
      publicidad: 'Publicidad',
      segmentosPush: 'Segmentos de notificaciones',
      historialBusqueda: 'Historial de búsqueda',
      inventario: 'Inventario y precios',
      pedidos: 'Pedidos',
      solicitudesPrime: 'Solicitudes PRIME',
      clientes: 'Clientes',
      borrarCuentas: 'Eliminar cuentas',
      cupones: 'Cupones',
      solicitudesSaldo: 'Solicitudes de saldo',
      saldosUsuarios: 'Saldos de usuarios',
      vuelto: 'Vuelto',
      envios: 'Envíos',
      referidos: 'Referidos',
      usuarios: 'Usuarios',
      configuraciones: 'Configuraciones',
      reporteCompras: 'Reporte de compras por usuario',
    },
    acceso: {
      codigo: 'Error 403',
      volver: 'Volver al inicio',
    },
    estatus: {
      activar: 'Activar',
      desactivar: 'Desactivar',
      confirmar_titulo: 'Desactivar «%{nombre}»',
      confirmar_contenido: 'Dejará de mostrarse en la tienda hasta que vuelva a activarlo. ¿Desea continuar?',
      activado: 'Activado correctamente',
      desactivado: 'Desactivado correctamente',
    },
    imagen: {
      titulo: 'Miniatura',
      actual: 'Imagen actual',
      sin_imagen: 'Sin imagen',
      nueva: 'Nueva imagen',
      seleccionar: 'Elegir archivo',
      subir: 'Subir',
      ayuda: 'JPG, PNG, WEBP, GIF o AVIF de hasta 5 MB. Se generan tamaños de 160, 480 y 960 px.',
      tipo_invalido: 'Formato no permitido: use JPG, PNG, WEBP, GIF o AVIF',
      muy_grande: 'La imagen supera el máximo de 5 MB',
      subida: 'Imagen actualizada',
    },
  },
  resources: {
    categoria: {
      name: 'Categoría |||| Categorías',
      fields: {
        id: 'ID',
        miniaturaImagen: 'Miniatura',
        nombre: 'Nombre',
        slug: 'Slug',
        padreId: 'Categoría padre',
        padreNombre: 'Categoría padre',
        icono: 'Icono',
        orden: 'Orden',
        estatus: 'Estatus',
        subcategorias: 'Subcategorías',
        subcategoria: 'Subcategorías',
        productos: 'Productos',
        creadoEn: 'Creada',
        actualizadoEn: 'Actualizada',
      },
      filters: {
        q: 'Buscar por nombre o slug',
        nivel: 'Nivel',
        principales: 'Principales',
        subcategorias: 'Subcategorías',
      },
      helpers: {
        slug: 'Minúsculas, números y guiones. Si lo deja vacío se genera a partir del nombre.',
        sin_padre: 'Ninguna (categoría principal)',
        padre_bloqueado: 'Tiene subcategorías: debe seguir siendo una categoría principal',
        icono: 'Icono de Material mostrado en el panel de categorías de la tienda',
        sin_icono: 'Sin icono',
        imagen_despues: 'Después de guardar podrá agregar la miniatura.',
      },
      validation: {
        nombre_existe: 'Ya existe una categoría con este nombre',
        slug_existe: 'Ya existe una categoría con este slug',
        slug_formato: 'Use solo minúsculas, números y guiones (por ejemplo: frutas-y-verduras)',
        entero: 'Debe ser un número entero',
      },
      sin_subcategorias: 'No tiene subcategorías',
    },
  },
};

export default es;
