/**
 * Storefront of a zone (GET /api/website/inicio/{zona}): sliders, advertising messages, a welcome band,
 * offer banners, featured groups, quick lists, products on offer for the caller's plan and the categories.
 * Its own parts are plain elements (zone-home.module.css, sections.module.css), without MUI (issue 8).
 */
import { useQuery } from '@tanstack/react-query';
import { link } from '../../lib/links';
import EmptyState from '../../components/EmptyState';
import ProductGrid from '../../components/ProductGrid';
import ProductRow from '../../components/ProductRow';
import BelowFoldHold from '../../components/BelowFoldHold';
import { homeQuery } from '../../lib/catalog-queries';
import type { Zona } from '../../lib/types';
import { usePainted, useProgressiveCount } from '../../lib/progressive';
import { usePlan } from '../../lib/use-plan';
import { useZoneStore } from '../../state/zone';
import AdMessages from './AdMessages';
import CategoryGrid from './CategoryGrid';
import FeaturedGroups from './FeaturedGroups';
import HomeAlert from './HomeAlert';
import HomeSlider from './HomeSlider';
import OfferImages from './OfferImages';
import QuickListEntries from './QuickListEntries';
import SectionHeader from './SectionHeader';
import css from './sections.module.css';
import ZoneHero from './ZoneHero';
import PageTitle from '../../components/PageTitle';

/** The sections below the first screen: featured groups, quick lists, offers, categories. */
const BELOW_SECTIONS = 4;

function HomeSkeleton({ zona }: { zona: Zona }) {
  return (
    <>
      <span className={`${css.skeleton} ${css.sliderSkeleton}`} />
      <ZoneHero zona={zona} />
      <div>
        <span className={`${css.skeleton} ${css.titleSkeleton}`} />
        <ProductRow productos={undefined} zona="" label="Cargando productos" />
      </div>
    </>
  );
}

/**
 * `below`: how many of the sections under the first screen are rendered (featured groups, quick lists,
 * offers; the categories are the page's): none in the first frame, then one more per task (BELOW_SECTIONS).
 */
function HomeContent({ zona, below }: { zona: Zona; below: number }) {
  const plan = usePlan();
  const { data, isPending, isError } = useQuery(homeQuery(zona.slug, plan));
  if (isPending) return <HomeSkeleton zona={zona} />;
  if (isError || !data) {
    return (
      <>
        <ZoneHero zona={zona} />
        <HomeAlert>{`No pudimos cargar las novedades de ${zona.nombre}. Intente de nuevo en unos minutos.`}</HomeAlert>
      </>
    );
  }

  const empty = data.slider.length === 0 && data.destacado.length === 0 && data.oferta.length === 0 && data.listaRapida.length === 0;
  return (
    <>
      <AdMessages mensajes={data.mensajePublicidad} />
      <HomeSlider sliders={data.slider} />
      <ZoneHero zona={zona} />
      <OfferImages imagenes={data.imagenOferta} />
      {below >= 1 && <FeaturedGroups destacados={data.destacado} zona={zona.slug} />}
      {below >= 2 && <QuickListEntries listas={data.listaRapida} zona={zona.slug} />}
      {below >= 3 && data.oferta.length > 0 && (
        <section aria-labelledby="ofertas-titulo">
          <SectionHeader id="ofertas-titulo" titulo="Ofertas para usted" />
          <ProductGrid productos={data.oferta} zona={zona.slug} label="Productos en oferta" />
        </section>
      )}
      {empty && (
        <EmptyState
          titulo={`Muy pronto tendremos novedades en ${zona.nombre}`}
          texto="Mientras tanto, recorra nuestras categorías y encuentre todo para su mercado."
          accion={{ label: 'Ver categorías', href: link('supermercado', { zona: zona.slug }) }}
        />
      )}
    </>
  );
}

export default function ZoneHomePage() {
  const zona = useZoneStore((s) => s.zona);
  // the first frame holds the first screen only (sliders, welcome band, offer banners: the largest paint);
  // the product rows and categories below it follow once it has been painted, a section per task, so
  // no task renders them all (issue 8: largest paint and blocking time)
  const painted = usePainted();
  const below = useProgressiveCount(painted ? BELOW_SECTIONS : 0, 0, 1);
  if (!zona) return null;
  return (
    <div className={css.page}>
      <PageTitle />
      <HomeContent zona={zona} below={below} />
      {below >= BELOW_SECTIONS && (
        <section aria-labelledby="categorias-titulo">
          <h2 id="categorias-titulo" className={`${css.heading} ${css.spaced}`}>
            Compra por categoría
          </h2>
          <CategoryGrid zona={zona.slug} />
        </section>
      )}
      {/* holds the footer below the first screen until the last section arrives (no layout shift) */}
      {below < BELOW_SECTIONS && <BelowFoldHold testId="inicio-pendiente" />}
    </div>
  );
}
